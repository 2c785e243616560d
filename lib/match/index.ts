// lib/match: deterministic, explainable fit scoring. The formula is documented in
// score-fit.ts; the vocabulary lives as data in vocabulary/.
export { analyzeFit, levelPoints, KEYWORD_CAP, STRENGTH_CAP } from "./score-fit";
export { extractJobKeywords, type JobKeyword } from "./extract-requirements";
export { alternativesOf } from "./alternatives";
export { splitRequirements, type RequirementLine } from "./split-requirements";
export { extractSkills, matchSkills, resolveSkill, getSkill } from "./skill-matcher";
export { namedSeniority, seniorityFromYears, findResumeTitles, titleSimilarity } from "./seniority";
export { readingTimeMinutes, tldr } from "./text-summary";
export { isNoiseWord } from "./stop-words";
export { VOCABULARY } from "./vocabulary";
export type { FitInput, FitResult, Requirement, RequirementKind, Seniority, Skill } from "./types";
