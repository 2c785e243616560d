import {
  FOLLOW_UPS,
  localInterviewerReply,
  nextStep,
  planInterview,
  reviewAnswer,
} from "@/lib/ai/local/interviewer";
import { BACKEND_JOB, NO_REQUIREMENTS_JOB, SECTIONED_RESUME, localInput } from "./local-cases";

const SAVED = [
  "Walk me through your background and what draws you to this role.",
  "How have you scaled a Django service?",
  "Describe a PostgreSQL migration you ran.",
  "How do you approach code review?",
];
const plan = planInterview({ ...localInput(SECTIONED_RESUME, BACKEND_JOB), savedQuestions: SAVED });
const reply = (answers: string[]) => localInterviewerReply(plan, answers, BACKEND_JOB);

const STRONG =
  "At Fabrikam I rebuilt our Django billing service after it kept timing out. I profiled the slow queries, added indexes and a Redis cache, and shipped it in two sprints. As a result response times fell from 900 ms to 120 ms.";
const WE_ONLY =
  "Our team had a service that was slow and the whole group worked on it together for a few weeks. We looked at the database, we talked to users and in the end it was a lot faster for everyone.";
const NO_RESULT =
  "When the billing service was slow I profiled the queries myself, then I added indexes to the worst tables and I moved the session data into Redis so the database had less work to do.";

describe("the local interviewer's plan", () => {
  it("opens with the background, then the job's Q&A, requirements not shown, and behavioural questions", () => {
    expect(plan.questions.map((q) => q.source)).toEqual([
      "opening",
      "qa",
      "qa",
      "requirement",
      "behavioural",
      "behavioural",
    ]);
    expect(plan.questions[0].text).toBe(
      "Walk me through your background and what draws you to this Backend Engineer role at Tailwind Health.",
    );
    // The saved opener is not asked twice; the next two saved questions are.
    expect(plan.questions[1].text).toBe("How have you scaled a Django service?");
    expect(plan.questions[2].text).toBe("Describe a PostgreSQL migration you ran.");
    // Kubernetes is asked of the job and nowhere on the résumé.
    expect(plan.questions[3].text).toMatch(/^This role asks for Kubernetes\. Tell me about/);
  });

  it("asks no requirement question the résumé already answers", () => {
    const text = plan.questions.map((q) => q.text).join("\n");
    expect(text).not.toMatch(/asks for (?:Python|Django|PostgreSQL|Redis|Docker)/);
  });

  it("works with no saved questions and a posting that names no company or title", () => {
    const bare = planInterview({
      ...localInput(SECTIONED_RESUME, NO_REQUIREMENTS_JOB),
      savedQuestions: [],
    });
    expect(bare.title).toBeNull();
    expect(bare.company).toBeNull();
    expect(bare.questions.map((q) => q.source)).toEqual(["opening", "behavioural", "behavioural"]);
    expect(localInterviewerReply(bare, [], NO_REQUIREMENTS_JOB)).toMatch(
      /^Hello, and thank you for joining me\. I'll be interviewing you today for this role\./,
    );
  });
});

describe("reviewing an answer", () => {
  it.each([
    ["I did it.", "short"],
    [WE_ONLY, "noAction"],
    [NO_RESULT, "noResult"],
    [STRONG, null],
  ])("%s -> %s", (answer, weakness) => {
    expect(reviewAnswer(answer).weakness).toBe(weakness);
  });

  it("counts a number or a stated outcome as a result", () => {
    expect(reviewAnswer(`${NO_RESULT} It cut page loads by 40%.`).hasResult).toBe(true);
    expect(reviewAnswer(`${NO_RESULT} Customer feedback was much better.`).hasResult).toBe(true);
  });
});

describe("the conversation", () => {
  it("greets by the job title and company and asks the first question", () => {
    expect(reply([])).toBe(
      "Hello, and thank you for joining me. I'll be interviewing you today for the Backend Engineer role at Tailwind Health. I have 6 questions, and I may ask a follow-up or two. Let's begin. " +
        plan.questions[0].text,
    );
  });

  it("follows up on a short answer, a 'we' answer and an answer with no result", () => {
    expect(reply(["Yes."])).toBe(FOLLOW_UPS.short);
    expect(reply([WE_ONLY])).toBe("What did you do yourself?");
    expect(reply([NO_RESULT])).toBe("How did you know it worked?");
  });

  it("asks one follow-up per question, then moves on", () => {
    expect(nextStep(plan, ["Yes.", "Still short."])).toEqual({
      kind: "next-question",
      questionIndex: 1,
    });
  });

  it("acknowledges a strong answer with a sentence that reflects it, then asks the next question", () => {
    expect(reply([STRONG])).toBe(
      `Thanks, that helps. So you profiled the slow queries, added indexes and a Redis cache. ${plan.questions[1].text}`,
    );
  });

  it("closes by inviting the candidate's questions, answers from the posting only, then says goodbye", () => {
    const answers = plan.questions.map(() => STRONG);
    expect(reply(answers)).toMatch(/What questions do you have for me about the role\?$/);
    const fromPosting = reply([...answers, "How many clinics use the platform today?"]);
    expect(fromPosting).toContain(
      'The posting says: "Tailwind Health is a clinic scheduling platform used by 300 clinics."',
    );
    const notInPosting = reply([...answers, "What is the parental leave policy?"]);
    expect(notInPosting).toContain("it is one to ask the hiring team at Tailwind Health");
    expect(notInPosting).not.toMatch(/\d/);
    expect(reply([...answers, "No, that's all. Thank you!"])).toMatch(
      /^Thank you for your time today/,
    );
    expect(nextStep(plan, [...answers, "No.", "Hello?"])).toEqual({ kind: "ended" });
  });

  it("is deterministic for the same conversation", () => {
    const answers = [STRONG, WE_ONLY, "Short."];
    expect(reply(answers)).toBe(reply([...answers]));
  });
});
