import { extractPhrases } from "./extract-phrases";
import { getSkill, matchSkills } from "./skill-matcher";
import { splitRequirements } from "./split-requirements";
import { tokenize } from "./tokenize";
import type { RequirementKind } from "./types";

export type JobKeyword = {
  keyword: string;
  kind: RequirementKind;
  /** Vocabulary skill id, or null for a phrase found outside the vocabulary. */
  skillId: number | null;
};

// Phrases are a net for terms the vocabulary misses, so they are few and come only from
// qualification lines, where the ad states what it asks for.
const MAX_PHRASES = 6;
const MAX_PHRASES_PER_LINE = 2;

/**
 * The job's keywords, each once, required when any line requires it. Order: required
 * before preferred, vocabulary skills before phrases, then first appearance (stable).
 */
export function extractJobKeywords(description: string): JobKeyword[] {
  const byKey = new Map<string, JobKeyword & { order: number }>();
  let order = 0;
  let phraseCount = 0;
  const add = (key: string, keyword: string, kind: RequirementKind, skillId: number | null) => {
    const existing = byKey.get(key);
    if (!existing) byKey.set(key, { keyword, kind, skillId, order: order++ });
    else if (kind === "required") existing.kind = "required";
  };
  for (const line of splitRequirements(description)) {
    const tokens = tokenize(line.text);
    const skills = matchSkills(line.text, tokens);
    for (const m of skills) add(`s${m.skillId}`, getSkill(m.skillId).name, line.kind, m.skillId);
    if (!line.isQualification) continue;
    const phrases = extractPhrases(line.text, tokens, skills).slice(0, MAX_PHRASES_PER_LINE);
    for (const phrase of phrases) {
      const key = `p${phrase.toLowerCase()}`;
      if (!byKey.has(key) && phraseCount >= MAX_PHRASES) continue;
      if (!byKey.has(key)) phraseCount++;
      add(key, phrase, line.kind, null);
    }
  }
  const rank = (k: JobKeyword) => (k.kind === "required" ? 0 : 2) + (k.skillId === null ? 1 : 0);
  return [...byKey.values()]
    .sort((a, b) => rank(a) - rank(b) || a.order - b.order)
    .map(({ keyword, kind, skillId }) => ({ keyword, kind, skillId }));
}
