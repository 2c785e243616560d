import { alternativeGroups, alternativesLabel } from "./alternatives";
import { extractPhrases } from "./extract-phrases";
import { getSkill, matchSkills } from "./skill-matcher";
import { splitRequirements } from "./split-requirements";
import { tokenize } from "./tokenize";
import type { RequirementKind } from "./types";

export type JobKeyword = {
  /** A skill's name, a phrase, or a group's alternatives joined by " or ". */
  keyword: string;
  kind: RequirementKind;
  /** Vocabulary skill id (a group's first member), or null for a phrase outside the vocabulary. */
  skillId: number | null;
  /** Only for a group of alternatives ("Zendesk or Freshdesk"): its skill ids, in the ad's order. */
  alternatives?: number[];
};

type Entry = JobKeyword & { order: number };

// Phrases are a net for terms the vocabulary misses, so they are few and come only from
// qualification lines, where the ad states what it asks for.
const MAX_PHRASES = 6;
const MAX_PHRASES_PER_LINE = 2;

const skillsOf = (k: JobKeyword): number[] =>
  k.alternatives ?? (k.skillId === null ? [] : [k.skillId]);

/**
 * A group asks for less than any requirement made of some of its members, at least as
 * strongly: "Python or Go" adds nothing to a required Python, nor "AWS, GCP or Azure" to
 * "AWS or GCP". Keeping it would count the same skill twice.
 */
function isImplied(group: Entry, all: Entry[]): boolean {
  const members = group.alternatives;
  if (!members) return false;
  return all.some((other) => {
    const ids = skillsOf(other);
    return (
      other !== group &&
      ids.length > 0 &&
      (other.kind === "required" || group.kind === "preferred") &&
      ids.every((id) => members.includes(id))
    );
  });
}

/**
 * The job's keywords, each once, required when any line requires it; alternatives on a
 * line (alternatives.ts) are one keyword. Order: required before preferred, vocabulary
 * skills and groups before phrases, then first appearance (stable).
 */
export function extractJobKeywords(description: string): JobKeyword[] {
  const byKey = new Map<string, Entry>();
  let order = 0;
  let phraseCount = 0;
  const add = (
    key: string,
    kind: RequirementKind,
    keyword: string,
    skillId: number | null,
    alternatives?: number[],
  ) => {
    const existing = byKey.get(key);
    if (!existing) byKey.set(key, { keyword, kind, skillId, alternatives, order: order++ });
    else if (kind === "required") existing.kind = "required";
  };
  for (const line of splitRequirements(description)) {
    const tokens = tokenize(line.text);
    const skills = matchSkills(line.text, tokens);
    for (const ids of alternativeGroups(line.text, skills)) {
      if (ids.length === 1) {
        add(`s${ids[0]}`, line.kind, getSkill(ids[0]).name, ids[0]);
        continue;
      }
      const key = `g${[...ids].sort((a, b) => a - b).join(",")}`;
      add(key, line.kind, alternativesLabel(ids.map((id) => getSkill(id).name)), ids[0], ids);
    }
    if (!line.isQualification) continue;
    const phrases = extractPhrases(line.text, tokens, skills).slice(0, MAX_PHRASES_PER_LINE);
    for (const phrase of phrases) {
      const key = `p${phrase.toLowerCase()}`;
      if (!byKey.has(key) && phraseCount >= MAX_PHRASES) continue;
      if (!byKey.has(key)) phraseCount++;
      add(key, line.kind, phrase, null);
    }
  }
  const entries = [...byKey.values()];
  const rank = (k: JobKeyword) => (k.kind === "required" ? 0 : 2) + (k.skillId === null ? 1 : 0);
  return entries
    .filter((entry) => !isImplied(entry, entries))
    .sort((a, b) => rank(a) - rank(b) || a.order - b.order)
    .map(({ keyword, kind, skillId, alternatives }) =>
      alternatives ? { keyword, kind, skillId, alternatives } : { keyword, kind, skillId },
    );
}
