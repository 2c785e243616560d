import type { InsightSession } from "@/lib/client/insight-types";
import type { JobSummary } from "@/lib/types";

export const jobs: JobSummary[] = [
  {
    id: "job-old",
    title: "Data Analyst",
    company: "Initech",
    description: "",
    url: null,
    salary: "",
    location: null,
    status: "prospect",
    createdAt: "2026-10-01T10:00:00.000Z",
    updatedAt: "2026-10-01T10:00:00.000Z",
  },
  {
    id: "job-new",
    title: "Data Engineer",
    company: "Acme",
    description: "",
    url: null,
    salary: "",
    location: null,
    status: "interviewing",
    createdAt: "2026-10-02T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
  },
];

export function session(overrides: Partial<InsightSession> = {}): InsightSession {
  return {
    id: "session-1",
    createdAt: "2026-11-25T09:30:00.000Z",
    updatedAt: "2026-11-25T09:30:00.000Z",
    jobId: "job-new",
    job: { id: "job-new", title: "Data Engineer", company: "Acme" },
    transcript:
      "Interviewer: Tell me about a pipeline you built?\nMe: I rebuilt our ETL and cut runtime by 40%.",
    durationSeconds: null,
    notes: {
      summary: "A focused answer with a measured result.",
      strengths: [{ text: "You gave a number for the result.", quote: "cut runtime by 40%" }],
      gaps: [{ text: "You did not say what your own part was.", quote: "I rebuilt our ETL" }],
      improvements: [],
      followUpQuestions: ["How did you measure the runtime?"],
      additionalNotes: "",
      delivery: {
        words: 9,
        candidateShare: 0.6,
        wordsPerMinute: null,
        fillersPerMinute: null,
        fillerCount: 0,
        longestAnswerWords: 9,
        answers: [
          {
            question: "Tell me about a pipeline you built?",
            words: 9,
            fillerCount: 0,
            wordsPerMinute: null,
            fillersPerMinute: null,
            structure: { situation: false, action: true, result: true, measurableResult: true },
          },
        ],
      },
      questions: ["Tell me about a pipeline you built?"],
      coverage: null,
    },
    ...overrides,
  };
}
