import type { Analysis, JobCondition, RequirementEvidence } from "@/lib/types";

/** One vocabulary skill after parsing the compact data files. */
export type Skill = {
  id: number;
  name: string;
  field: string;
  category: string;
  aliases: string[];
};

/** A vocabulary section as written in the data files (see vocabulary/README comment in index). */
export type VocabularySection = {
  field: string;
  category: string;
  terms: string[];
};

export type Token = {
  /** Original text, e.g. "Node" or ".js". */
  text: string;
  lower: string;
  start: number;
  end: number;
  line: number;
  /** Joined to the previous token with no whitespace (e.g. "CI/CD", "React-based"). */
  isGluedPrev: boolean;
  /** Punctuation such as "," or "(" sits between this and the previous token. */
  hasBreakBefore: boolean;
};

export type SkillMatch = {
  skillId: number;
  line: number;
  start: number;
  end: number;
};

export type RequirementKind = "required" | "preferred";

/**
 * skill: a vocabulary skill or alternatives; phrase: an ask in the posting's words;
 * licence: a licence or certification (with its jurisdiction); the rest are structured.
 */
export type RequirementType =
  "skill" | "phrase" | "licence" | "years" | "leadership" | "budget" | "degree" | "language";

export type Requirement = RequirementEvidence;

export type Seniority =
  "intern" | "junior" | "mid" | "senior" | "lead" | "staff" | "manager" | "principal" | "director";

export type FitInput = {
  resumeText: string;
  jobTitle: string;
  jobDescription: string;
  /** "Present" in the résumé's dates; the current time by default. */
  now?: Date;
};

export type FitResult = Analysis & {
  requirements: Requirement[];
  conditions: JobCondition[];
  /** False when the job had no extractable requirements; then score is 0 and says so. */
  isScored: boolean;
};
