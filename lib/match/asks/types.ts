import type { RequirementKind, RequirementType } from "../types";

/** A concept of an ask with its weight (a specific word 1, a common or verb-like one less). */
export type WeightedConcept = {
  concept: string;
  weight: number;
  word: string;
  /** For a skill: its words' concepts, which also show it ("renewal rate" for "Renewals"). */
  parts?: string[];
  /** For a skill: each of its plain forms in words; any one shows it. */
  forms?: string[][];
  /** For a group of skills written as one ("PostgreSQL or MySQL"): any of these concepts. */
  anyOf?: string[];
  /** For a word: its own key, so a line using the word itself beats one using a synonym. */
  key?: string;
  /** A verb a duty opens with: a deed done to the ask's things may show it ("Issue" for "Place"). */
  isDeed?: boolean;
  /**
   * A line must show it: a code or a credential's number ("A5", "609", "6G"), the choice
   * of tools a phrase names ("AWS or Azure"), the verb of work done to people ("Mentor").
   */
  mustShow?: boolean;
  /** The tool a duty is done in ("in Xactimate"): a line must show it, or another the ask names. */
  isTool?: boolean;
};

/** What one posting asks for, as the posting states it, with what its evidence needs. */
export type JobAsk = {
  type: RequirementType;
  /** The ask's name as shown: a skill, a phrase kept whole, "5+ years in customer success". */
  keyword: string;
  kind: RequirementKind;
  /** The posting's own words for it (a substring of one posting line). */
  asked: string;
  /** Vocabulary skills (several for alternatives: any one covers the ask). */
  skillIds?: number[];
  /** Alternatives, each a set of concepts all needed: "a board or executive team". */
  concepts?: WeightedConcept[][];
  years?: number;
  /** For years and leadership asks: the function the years are in (alternatives), or none. */
  area?: WeightedConcept[][];
  teamSize?: number;
  managesManagers?: boolean;
  amount?: number;
  /** The concept of what the amount measures (budget, revenue). */
  amountOf?: string;
  degreeLevel?: number;
  /** Fields a degree may be in (any); empty for any field. */
  fields?: WeightedConcept[][];
  orRelated?: boolean;
  orEquivalent?: boolean;
  /** "Graduate of a ... program": schooling in a field, at any level. */
  isProgram?: boolean;
  jurisdiction?: string;
  language?: string;
  /** "Advanced Excel": a skill only listed does not show it. */
  isAdvanced?: boolean;
  /**
   * A duty that opens a list ("Perform scheduled maintenance: torque checks, lubrication and
   * oil sampling"): the keys of the listed asks. A line that shows most of them shows it.
   */
  listed?: string[];
};

/** An ask a résumé cannot show either way (travel, authorisation, lifting, schedule). */
export type JobCondition = { keyword: string; kind: RequirementKind; asked: string };

/** A stretch of a line already taken by an ask. */
export type Span = { start: number; end: number };

export function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}
