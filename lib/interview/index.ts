// lib/interview: the deterministic reading of an interview (turns, delivery figures, STAR
// structure, the job's asks covered), shared by Interview Insight and the Simulator.
export {
  analyzeAnswers,
  analyzeTranscript,
  localNotes,
  type InterviewAnalysis,
  type AnalysisOptions,
} from "./analyze";
export { splitTurns, type TimedTurn } from "./split-turns";
export { countFillers } from "./fillers";
export { structureOf } from "./structure";
export type * from "./types";
