// The local interviewer of the Interview Simulator: a planned, deterministic mock interview.
import { boundedText } from "@/lib/match/bounded-text";
import type { LocalInput } from "../types";
import { planInterview as plan } from "./plan";

export { localInterviewerReply, nextStep, type InterviewStep } from "./interviewer-turn";
export type { InterviewPlan, PlannedQuestion } from "./plan";
export { reviewAnswer, FOLLOW_UPS } from "./review-answer";

/** The plan, from the texts as the matcher reads them (bounded before any pattern runs). */
export const planInterview = (input: LocalInput & { savedQuestions: string[] }) =>
  plan({
    ...input,
    resumeText: boundedText(input.resumeText),
    job: {
      ...input.job,
      title: boundedText(input.job.title),
      description: boundedText(input.job.description),
    },
  });
