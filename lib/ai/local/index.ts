// The local engine: the AI provider when no model is configured. Pure and deterministic;
// every fact in its output is taken from the résumé or the job.
import { boundedText } from "../../match/bounded-text";
import { writeAnalysisProse as analysisProse } from "./analysis-prose";
import { writeCoverLetter as coverLetter } from "./cover-letter";
import { suggestInterviewAnswer as interviewAnswer, type AssistInput } from "./interview-answer";
import { writeInterviewQuestions as interviewQuestions } from "./interview-questions";
import { summarizeProfile as profileSummary } from "./profile-summary";
import { tailorResume as tailoredResume } from "./tailor-resume";
import type { LocalInput } from "./types";

export type { LocalInput } from "./types";
export { buildRecommendations } from "./recommendations";

// The user's texts as the matcher reads them (no long runs, no endless lines) before any
// pattern of the engine sees them.
function bounded<T extends { resumeText: string; job?: LocalInput["job"] }>(input: T): T {
  const job = input.job && {
    ...input.job,
    title: boundedText(input.job.title),
    description: boundedText(input.job.description),
  };
  return { ...input, resumeText: boundedText(input.resumeText), ...(job ? { job } : {}) };
}

export const tailorResume = (input: LocalInput) => tailoredResume(bounded(input));
export const writeCoverLetter = (input: LocalInput) => coverLetter(bounded(input));
export const writeInterviewQuestions = (input: LocalInput) => interviewQuestions(bounded(input));
export const writeAnalysisProse = (input: LocalInput) => analysisProse(bounded(input));
export const summarizeProfile = (input: Parameters<typeof profileSummary>[0]) =>
  profileSummary(bounded(input));

export type { AssistAnswer, AssistInput, AssistPassage } from "./interview-answer";
export const suggestInterviewAnswer = (input: AssistInput) =>
  interviewAnswer({ ...input, question: boundedText(input.question).slice(0, 4_000) });
