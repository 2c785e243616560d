import { analyzeTranscript, localNotes, type InsightNotes } from "@/lib/interview";
import {
  inventedCapitalisedWords,
  inventedDegrees,
  inventedNumbers,
} from "../ai/local/honesty-checks";
import { BACKEND_JOB, CASES, SALES_JOB } from "./transcripts";

/** Words the note templates themselves start sentences with or use as labels. */
const TEMPLATE_WORDS = new Set(
  `Your You On Can Give Say Close Put Pause Pace Filler Longest Not Prepare No I`.split(/\s+/),
);

const notesOf = (c: (typeof CASES)[number]) =>
  localNotes(analyzeTranscript(c.transcript, { job: c.job, durationSeconds: c.durationSeconds }));

const figuresOf = (notes: InsightNotes) => {
  const { delivery } = notes;
  const percent = Math.round(delivery.candidateShare * 100);
  const counts = [delivery.answers.length, notes.questions.length];
  const complete = delivery.answers.filter(({ structure }) => structure.action && structure.result);
  const measured = delivery.answers.filter(({ structure }) => structure.measurableResult);
  const structure = [complete.length, measured.length];
  const coverage = notes.coverage
    ? [
        notes.coverage.demonstrated.length,
        notes.coverage.demonstrated.length + notes.coverage.untouched.length,
      ]
    : [];
  return [JSON.stringify(delivery), percent, ...counts, ...structure, ...coverage].join(" ");
};

const proseOf = (notes: InsightNotes) =>
  [
    notes.summary,
    notes.additionalNotes,
    ...[...notes.strengths, ...notes.gaps, ...notes.improvements].map((note) => note.text),
    ...notes.followUpQuestions,
  ].join("\n");

describe("requirement coverage", () => {
  it("quotes the sentence that shows each ask and lists the ones never touched", () => {
    const { coverage } = analyzeTranscript(CASES[0].transcript, { job: BACKEND_JOB });
    expect(coverage!.demonstrated).toEqual(
      expect.arrayContaining([
        {
          requirement: "TypeScript",
          quote: "I rewrote the payment service in TypeScript and moved its data to PostgreSQL.",
        },
        {
          requirement: "Mentoring engineers",
          quote: "I mentored two junior engineers through weekly pairing sessions.",
        },
      ]),
    );
    expect(coverage!.untouched).toEqual(expect.arrayContaining(["Kubernetes", "GraphQL"]));
    // Only the candidate's words count: the interviewer asking about Kubernetes shows nothing.
    expect(coverage!.demonstrated.map((item) => item.requirement)).not.toContain("Kubernetes");
  });

  it("reads a field other than software", () => {
    const { coverage } = analyzeTranscript(CASES[3].transcript, { job: SALES_JOB });
    expect(coverage!.demonstrated.map((item) => item.requirement)).toContain("Salesforce");
    expect(coverage!.demonstrated.find((item) => item.requirement === "Salesforce")!.quote).toBe(
      "Salesforce, every day, for the pipeline and forecasts.",
    );
  });

  it("is null without a job", () => {
    expect(analyzeTranscript(CASES[6].transcript).coverage).toBeNull();
  });
});

describe("the notes", () => {
  it.each(CASES.map((c) => [c.label, c] as const))(
    "%s: every note quotes the transcript",
    (_label, c) => {
      const notes = notesOf(c);
      const spoken = c.transcript.replace(/\s+/g, " ");
      for (const note of [...notes.strengths, ...notes.gaps, ...notes.improvements]) {
        expect(note.text.length).toBeGreaterThan(0);
        expect(spoken).toContain(note.quote);
      }
      for (const item of notes.coverage?.demonstrated ?? []) expect(spoken).toContain(item.quote);
    },
  );

  it.each(CASES.map((c) => [c.label, c] as const))("%s: nothing invented", (_label, c) => {
    const notes = notesOf(c);
    const inputs = [
      c.transcript,
      c.job?.title,
      c.job?.description,
      c.resume,
      figuresOf(notes),
    ].join("\n");
    const prose = proseOf(notes);
    expect(inventedNumbers(prose, inputs)).toEqual([]);
    expect(inventedDegrees(prose, inputs)).toEqual([]);
    expect(inventedCapitalisedWords(prose, inputs, TEMPLATE_WORDS)).toEqual([]);
  });

  it("praises a complete, measured answer and flags one without a result", () => {
    const notes = notesOf(CASES[0]);
    expect(notes.strengths[0]).toEqual({
      text: 'Your answer to "Thanks for joining. Tell me about a project you are proud of." set the scene, said what you did and gave a measurable result.',
      quote: "As a result checkout latency dropped by 40%.",
    });
    expect(notes.gaps.map((gap) => gap.quote)).toContain(
      "Um, not really, uh, we used virtual machines.",
    );
    expect(notes.summary).toContain("Your answers showed 3 of the job's 6 asks.");
  });

  it("asks about what the answers left open and what the job asks that nobody touched", () => {
    const notes = notesOf(CASES[0]);
    expect(notes.followUpQuestions).toContain(
      "Can you tell us about your experience with Kubernetes?",
    );
    expect(notes.followUpQuestions.length).toBeLessThanOrEqual(5);
    expect(notes.additionalNotes).toContain("Not touched in your answers:");
  });

  it("coaches a filler-heavy answer on the sentence with the fillers", () => {
    const notes = notesOf(CASES[3]);
    expect(notes.gaps.find((gap) => gap.quote.startsWith("We usually"))?.text).toContain(
      "did not say what you yourself did",
    );
    const support = notesOf(CASES[9]);
    expect(support.improvements).toContainEqual({
      text: "Close with what changed because of it, and by how much if you measured it.",
      quote: "I refunded it the same day and I wrote to him myself.",
    });
  });

  it("says there is nothing to coach when no answers are found", () => {
    const notes = localNotes(analyzeTranscript("Interviewer: Hello?\nInterviewer: Are you there?"));
    expect(notes.summary).toMatch(/No candidate answers/);
    expect(notes.strengths).toEqual([]);
  });
});
