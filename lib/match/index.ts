// lib/match: deterministic, explainable fit scoring. The formula is documented in
// score-fit.ts; the vocabulary lives as data in vocabulary/.
export { analyzeFit, levelPoints, KEYWORD_CAP, STRENGTH_CAP } from "./score-fit";
export { extractAsks, type JobAsks } from "./extract-requirements";
export type { JobAsk } from "./asks/types";
export { alternativesOf } from "./alternatives";
export { resumeShows, cachedIndex } from "./shows";
export type { ResumeIndex, ResumeLine, ResumeRole } from "./resume/index-resume";
export { hasOutcome } from "./outcome";
export { splitRequirements, type RequirementLine } from "./split-requirements";
export { extractSkills, matchSkills, resolveSkill, getSkill } from "./skill-matcher";
export { namedSeniority, seniorityFromYears, findResumeTitles, titleSimilarity } from "./seniority";
export { readingTimeMinutes, tldr } from "./text-summary";
export { isNoiseWord } from "./stop-words";
export { VOCABULARY } from "./vocabulary";
export type {
  FitInput,
  FitResult,
  Requirement,
  RequirementKind,
  RequirementType,
  Seniority,
  Skill,
} from "./types";
