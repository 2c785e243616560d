import { writeInterviewQuestions } from "@/lib/ai/local";
import { stripBullet } from "@/lib/match/bullets";
import {
  BACKEND_JOB,
  evidenceCases,
  heldOutCases,
  labelledCases,
  localInput,
  NO_REQUIREMENTS_JOB,
  PLAIN_RESUME,
  SECTIONED_RESUME,
} from "./local-cases";

describe("writeInterviewQuestions", () => {
  const input = localInput(SECTIONED_RESUME, BACKEND_JOB);
  const questions = writeInterviewQuestions(input);

  it("asks about a time the candidate worked on a thing, never what their work 'relied on'", () => {
    const all = labelledCases().flatMap((c) => writeInterviewQuestions(c.input));
    expect(all.some((q) => /^Tell me about a time you worked on \S/.test(q.question))).toBe(true);
    expect(all.filter((q) => /relied on/.test(q.question))).toEqual([]);
  });

  it.each([
    ...labelledCases().map((c) => [c.label, c.input] as const),
    ["plain résumé", localInput(PLAIN_RESUME, BACKEND_JOB)] as const,
    ["no requirements", localInput(SECTIONED_RESUME, NO_REQUIREMENTS_JOB)] as const,
  ])("writes 8 to 10 distinct, non-empty questions (%s)", (_label, caseInput) => {
    const result = writeInterviewQuestions(caseInput);
    expect(result.length).toBeGreaterThanOrEqual(8);
    expect(result.length).toBeLessThanOrEqual(10);
    expect(new Set(result.map((q) => q.question)).size).toBe(result.length);
    for (const { question, answer } of result) {
      expect(question.trim()).not.toBe("");
      expect(answer.trim()).not.toBe("");
    }
  });

  it("opens with the background question, naming the job and company", () => {
    expect(questions[0].question).toBe(
      "Walk me through your background and what draws you to this Backend Engineer role at Tailwind Health.",
    );
    expect(questions[0].answer).toContain("I am a Software Engineer at Fabrikam Payments.");
    expect(questions[0].answer).toContain(
      "Before that, I worked as a Junior Developer at Litware.",
    );
  });

  it("answers the job's requirements in STAR form from the résumé's own lines, with nothing to fill in", () => {
    const python = questions.find(
      (q) => /Python/.test(q.question) && q.answer.includes("Action:"),
    )!;
    // The line states no result, so the answer makes none up.
    expect(python.answer).toBe(
      "Situation: I work as a Software Engineer at Fabrikam Payments. " +
        "Action: I built Python and Django services handling 2 million requests a day.",
    );
    const evidence = input.fit.requirements.find((r) => r.keyword === "PostgreSQL")!.evidence!;
    const postgres = questions.find(
      (q) => q.question.includes("PostgreSQL") && q.answer.includes("Action:"),
    )!;
    expect(postgres.answer).toContain(stripBullet(evidence).slice(1));
    for (const { answer } of questions) {
      expect(answer).not.toMatch(
        /close on|pick a|choose a|what you learned from it|took on this work/i,
      );
    }
  });

  it("answers a requirement the résumé does not show honestly, building on real work", () => {
    const kubernetes = questions.find((q) =>
      q.question.startsWith("This role asks for Kubernetes"),
    )!;
    // No line is related, so none is called "the closest"; nothing is said of the person.
    expect(kubernetes.answer).toMatch(
      /^What I can show is this: I .*\. I would like to hear how your team handles Kubernetes, and to talk through how my experience would carry over\.$/,
    );
    expect(kubernetes.answer).not.toMatch(/I (?:have )?(?:used|ran|run|deployed) Kubernetes/);
  });

  it("mixes in standard behavioural questions", () => {
    const texts = questions.map((q) => q.question);
    expect(texts).toContain("Tell me about the accomplishment you are most proud of.");
    expect(texts).toContain("Why do you want to work at Tailwind Health?");
  });

  it("quotes the posting's own words about the company when it has some", () => {
    const why = questions.find(
      (q) => q.question === "Why do you want to work at Tailwind Health?",
    )!;
    expect(why.answer).toContain(
      '"Tailwind Health is a clinic scheduling platform used by 300 clinics."',
    );
  });

  it("asks a credential question as such (nursing)", () => {
    const nursing = labelledCases().find((c) => c.label === "nursing/strong")!;
    const result = writeInterviewQuestions(nursing.input);
    const credential = result.find((q) => q.question.includes("BLS and ACLS"))!;
    expect(credential.question).toBe(
      "Tell me about your BLS and ACLS and how you use them at work.",
    );
    expect(credential.answer).toMatch(/^My certifications include BLS, ACLS, CCRN\. /);
  });

  it("tells a past role in the past tense, with the article its sound takes", () => {
    const resume = `Casey Park
HR Manager, Acme Corp (2018 - 2023)
- Led hiring for 40 roles a year.
HR Assistant, Beta Co (2015 - 2018)
- Scheduled interviews for three plants.`;
    const result = writeInterviewQuestions(localInput(resume, BACKEND_JOB));
    expect(result[0].answer).toMatch(
      /^I was most recently an HR Manager at Acme Corp\. Before that, I worked as an HR Assistant at Beta Co\. /,
    );
    const stories = result.filter((q) => q.answer.startsWith("Situation:"));
    expect(stories.length).toBeGreaterThan(0);
    for (const { answer } of stories) expect(answer).toMatch(/^Situation: I worked as an HR /);
  });

  it("answers a hard requirement with what the résumé shows, never with what the person lacks", () => {
    const nursing = labelledCases().find((c) => c.label === "nursing/middling")!;
    const result = writeInterviewQuestions(nursing.input);
    const rn = result.find(
      (q) => q.question === "This role asks for an RN license. How would you address that?",
    )!;
    expect(rn.answer).toMatch(
      /^My résumé doesn't list an RN license\. What I can show is this: I /,
    );
    const bsn = result.find((q) => q.question.startsWith("This role asks for a BSN."))!;
    expect(bsn.answer).toMatch(/^My résumé doesn't list a BSN\. /);
    for (const { answer } of result)
      expect(answer).not.toMatch(/\bI (?:don't|do not) (?:hold|have)\b/);
  });

  it("says the posting accepts equivalent experience when the résumé lists no degree but the years", () => {
    const coder = `Jo Doe
Experience
Medical Coder, Panhandle Bone & Joint (2019 - Present)
- Code E/M visits, injections and fracture care for 6 surgeons
Billing Specialist, Kootenai Family Medicine (2016 - 2019)
- Posted EOBs and 835 remits`;
    const job = {
      title: "Medical Coder",
      company: "Riverbend Orthopaedics",
      description:
        "Requirements:\n- Associate degree in health information technology (or equivalent experience)\n- Code E/M visits and injections",
    };
    const result = writeInterviewQuestions(localInput(coder, job));
    const degree = result.find((q) => /degree in health information technology/.test(q.question))!;
    expect(degree.answer).toMatch(
      /^My résumé lists no such degree, but the posting accepts equivalent experience, and my résumé shows about [\d.]+ years of work\./,
    );
  });

  it("asks about one credential as 'it' and two as 'them'", () => {
    for (const c of labelledCases()) {
      for (const { question } of writeInterviewQuestions(c.input)) {
        const asked = /^Tell me about your (.+) and how you use (it|them) at work\.$/.exec(
          question,
        );
        if (asked)
          expect([asked[1], asked[2]]).toEqual([asked[1], / and /.test(asked[1]) ? "them" : "it"]);
      }
    }
  });

  it("tells how a credential is used with a line of work, not another credential", () => {
    const hvac = labelledCases().find((c) => c.label === "hvac/strong")!;
    const epa = writeInterviewQuestions(hvac.input).find((q) => /EPA 608/.test(q.question))!;
    expect(epa.answer).toMatch(/^I am EPA Section 608 Universal and NATE certified\./);
    expect(epa.answer).not.toMatch(/driver's license/);
  });

  it("opens the background answer with a line said in the person's own words", () => {
    const wind = heldOutCases().find((c) => c.label === "wind-tech/strong")!;
    const [background] = writeInterviewQuestions(wind.input);
    expect(background.question).toMatch(/^Walk me through your background/);
    expect(background.answer).not.toMatch(/includes "/);
    expect(background.answer).toMatch(/ in the U\.S\. Army\. (?:I |My work includes )/);
  });

  it("offers a line once across the answers for asks the résumé does not show", () => {
    const sales = evidenceCases().find((c) => c.label === "tech-recruiter/unrelated")!;
    const offered = writeInterviewQuestions(sales.input)
      .filter((q) => / What experience do you have with it\?$/.test(q.question))
      .map((q) => /^[^:]+: (.+?) I would/.exec(q.answer)?.[1])
      .filter((line) => line !== undefined);
    expect(offered.length).toBeGreaterThanOrEqual(3);
    expect(new Set(offered).size).toBe(offered.length);
  });

  it("names a product as the posting does, never as a verb, and no ask with how it is done", () => {
    const job = {
      title: "Mortgage Loan Processor",
      company: "Harborview",
      description:
        "Requirements:\n- Encompass LOS (or a comparable loan origination system)\n- Complete IRF-PAI data accurately",
    };
    const asked = writeInterviewQuestions(localInput(SECTIONED_RESUME, job)).map((q) => q.question);
    expect(asked.join("\n")).toContain("Encompass LOS");
    expect(asked.join("\n")).not.toMatch(/encompassing|accurately\./i);
  });

  it("is deterministic", () => {
    expect(writeInterviewQuestions(localInput(SECTIONED_RESUME, BACKEND_JOB))).toEqual(questions);
  });
});
