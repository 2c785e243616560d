import type { Analysis } from "@/lib/types";

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

export type Requirement = {
  keyword: string;
  kind: RequirementKind;
  /** The exact (trimmed) résumé line that covers the keyword, or null: a gap. */
  evidence: string | null;
};

export type Seniority =
  "intern" | "junior" | "mid" | "senior" | "lead" | "staff" | "manager" | "principal" | "director";

export type FitInput = {
  resumeText: string;
  jobTitle: string;
  jobDescription: string;
};

export type FitResult = Analysis & {
  requirements: Requirement[];
  /** False when the job had no extractable requirements; then score is 0 and says so. */
  isScored: boolean;
};
