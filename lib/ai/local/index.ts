// The local engine: the AI provider when no model is configured. Pure and deterministic;
// every fact in its output is taken from the résumé or the job.
export type { LocalInput } from "./types";
export { tailorResume } from "./tailor-resume";
export { writeCoverLetter } from "./cover-letter";
export { writeInterviewQuestions } from "./interview-questions";
export { buildRecommendations } from "./recommendations";
export { summarizeProfile } from "./profile-summary";
export { writeAnalysisProse } from "./analysis-prose";
