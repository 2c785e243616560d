import { suggestInterviewAnswer, type AssistInput } from "@/lib/ai/local";
import { inventedCapitalisedWords, inventedDegrees, inventedNumbers } from "./honesty-checks";
import {
  BACKEND_JOB,
  localInput,
  PLAIN_RESUME,
  SECTIONED_RESUME,
  SUPPORT_JOB,
  ZENDESK_RESUME,
} from "./local-cases";

const NURSE_RESUME = `Alex Kim
Registered Nurse, Mercy General ICU (2016 - Present)
- Cared for 4 critically ill patients per shift in a 24-bed ICU.
- Precepted 12 new graduate nurses through their first 90 days.
- Charted in Epic and led the unit's switch to barcode medication scanning.
Licenses: RN (Ohio), BLS, ACLS`;

const NURSE_JOB = {
  title: "ICU Charge Nurse",
  company: "Riverside Hospital",
  description: `Requirements:
- Active RN license
- ACLS certification
- Experience precepting new nurses
- Epic charting`,
};

// The words the templates themselves write capitalised.
const TEMPLATE_WORDS = new Set(["I", "For", "From", "Can", "How", "What", "Prepared", "My", "One"]);

function assistInput(
  resumeText: string,
  job: typeof BACKEND_JOB,
  question: string,
  more: Partial<AssistInput> = {},
): AssistInput {
  const { fit } = localInput(resumeText, job);
  return {
    question,
    resumeText,
    job,
    requirements: fit.requirements,
    qa: [],
    passages: [],
    ...more,
  };
}

function inputsOf(input: AssistInput): string {
  return [
    input.question,
    input.resumeText,
    input.job?.title,
    input.job?.company,
    input.job?.description,
    ...input.qa.flatMap((q) => [q.question, q.answer]),
    ...input.passages.flatMap((p) => [p.text, p.source]),
  ].join("\n");
}

function textOf(answer: ReturnType<typeof suggestInterviewAnswer>): string {
  return [answer.answer, ...answer.keyPoints, answer.followUp ?? ""].join("\n");
}

const QA = [
  {
    question: "How do you handle database schema changes in production?",
    answer: "I ran PostgreSQL schema migrations with zero downtime at Fabrikam Payments.",
  },
  {
    question: "Why do you want to work at Tailwind Health?",
    answer: "I like that Tailwind Health serves 300 clinics and I build reliable APIs.",
  },
];

const cases: { label: string; input: AssistInput; expects: RegExp[] }[] = [
  {
    label: "backend: the prepared Q&A for migrations",
    input: assistInput(
      SECTIONED_RESUME,
      BACKEND_JOB,
      "Tell me about handling schema changes in your production database.",
      { qa: QA },
    ),
    expects: [/zero downtime at Fabrikam Payments/],
  },
  {
    label: "backend: Django evidence from the résumé",
    input: assistInput(
      SECTIONED_RESUME,
      BACKEND_JOB,
      "What have you built with Python and Django?",
      { qa: QA },
    ),
    expects: [/I built Python and Django services handling 2 million requests a day/i],
  },
  {
    label: "nurse: precepting",
    input: assistInput(NURSE_RESUME, NURSE_JOB, "Have you precepted new nurses before?"),
    expects: [/precepted 12 new graduate nurses/i],
  },
  {
    label: "nurse: charting",
    input: assistInput(NURSE_RESUME, NURSE_JOB, "Which charting system have you used? Epic?"),
    expects: [/Epic/],
  },
  {
    label: "support: Zendesk",
    input: assistInput(ZENDESK_RESUME, SUPPORT_JOB, "How many tickets did you handle in Zendesk?"),
    expects: [/60 tickets a day in Zendesk/],
  },
  {
    label: "support: a context passage is quoted",
    input: assistInput(
      ZENDESK_RESUME,
      SUPPORT_JOB,
      "What is the escalation policy for priority one tickets?",
      {
        passages: [
          {
            text: "Priority one tickets escalate to the on-call lead within 15 minutes.",
            source: "runbook.md",
          },
        ],
      },
    ),
    expects: [/escalate to the on-call lead within 15 minutes/],
  },
  {
    label: "a question the résumé does not speak to",
    input: assistInput(SECTIONED_RESUME, BACKEND_JOB, "Where do you see yourself in five years?"),
    expects: [/^One example from my own work: I /],
  },
  {
    label: "plain résumé, no job match",
    input: assistInput(PLAIN_RESUME, SUPPORT_JOB, "Tell me about training people."),
    expects: [/trained new staff on the till/],
  },
];

describe("Interview Assist local engine", () => {
  it.each(cases)("$label: picks the right material", ({ input, expects }) => {
    const answer = suggestInterviewAnswer(input);
    for (const pattern of expects) expect(answer.answer).toMatch(pattern);
    expect(answer.answer.trim()).not.toBe("");
    expect(answer.keyPoints.length).toBeGreaterThan(0);
    expect(answer.keyPoints.length).toBeLessThanOrEqual(6);
  });

  it.each(cases)("$label: invents nothing", ({ input }) => {
    const output = textOf(suggestInterviewAnswer(input));
    const inputs = inputsOf(input);
    expect(inventedNumbers(output, inputs)).toEqual([]);
    expect(inventedDegrees(output, inputs)).toEqual([]);
    expect(inventedCapitalisedWords(output, inputs, TEMPLATE_WORDS)).toEqual([]);
  });

  it("does not use a prepared answer for an unrelated question", () => {
    const answer = suggestInterviewAnswer(
      assistInput(SECTIONED_RESUME, BACKEND_JOB, "Have you automated deployments with Docker?", {
        qa: QA,
      }),
    );
    expect(answer.answer).not.toMatch(/300 clinics/);
    expect(answer.answer).toMatch(/Docker/);
  });

  it("offers a follow-up about what the question touched", () => {
    const answer = suggestInterviewAnswer(
      assistInput(NURSE_RESUME, NURSE_JOB, "Have you precepted new nurses before?"),
    );
    expect(answer.followUp).toMatch(/another example of .*precept/i);
    const epic = suggestInterviewAnswer(
      assistInput(NURSE_RESUME, NURSE_JOB, "Which charting system have you used? Epic?"),
    );
    expect(epic.followUp).toMatch(/another example of .*(epic|charting)/i);
  });

  it("answers with guidance, not facts, when there is no résumé or job", () => {
    const answer = suggestInterviewAnswer({
      question: "Tell me about yourself.",
      resumeText: "",
      job: null,
      requirements: [],
      qa: [],
      passages: [],
    });
    expect(answer.answer).toMatch(/one specific example from my own work/);
    expect(answer.followUp).toBeNull();
  });

  it("answers in under 50 ms", () => {
    const input = assistInput(
      SECTIONED_RESUME,
      BACKEND_JOB,
      "What have you built with Python and Django?",
      { qa: QA },
    );
    suggestInterviewAnswer(input);
    const times = Array.from({ length: 20 }, () => {
      const start = performance.now();
      suggestInterviewAnswer(input);
      return performance.now() - start;
    }).sort((a, b) => a - b);
    expect(times[18]).toBeLessThan(50);
  });
});
