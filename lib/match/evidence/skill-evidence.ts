import type { WeightedConcept } from "../asks/types";
import { getSkill } from "../skill-matcher";
import { KIND_WORDS, STOP_WORDS } from "../stop-words";
import { skillConcept, termsOf } from "../terms";
import { VOCABULARY } from "../vocabulary";
import { KIND_MEMBERS, PARTS_OF, SIMILAR_TOOLS } from "../vocabulary/kinds";

const partsCache = new Map<number, string[][]>();

/** Each plain form of a skill as the concepts of its words ("Renewals" -> [["renew"]]). */
export function formParts(skillId: number): string[][] {
  const cached = partsCache.get(skillId);
  if (cached) return cached;
  const forms = VOCABULARY.forms.filter(
    (f) => f.skillId === skillId && !f.isCaseSensitive && !f.isAmbiguous,
  );
  const parts = forms
    // A form with a one-letter prefix ("e-discovery", "X-ray") would be shown by the rest
    // alone ("discovery deadlines"): it has no plain form in words.
    .filter((f) => !/\b\p{L}-\p{L}/u.test(f.form))
    .map((f) =>
      termsOf(f.form, undefined, [], [])
        .filter((t) => !STOP_WORDS.has(t.lower) && !KIND_WORDS.has(t.lower) && t.concept)
        .map((t) => t.concept),
    )
    .filter((p) => p.length > 0);
  partsCache.set(skillId, parts);
  return parts;
}

let byName: Map<string, number> | null = null;

/** The skill and, for a kind of tool ("CRM") or a whole ("Microsoft Office"), its members. */
export function withMembers(skillId: number): number[] {
  byName ??= new Map(VOCABULARY.skills.map((s) => [s.name, s.id]));
  const name = getSkill(skillId).name;
  const members = [...(KIND_MEMBERS[name] ?? []), ...(PARTS_OF[name] ?? [])];
  return [skillId, ...members.map((name) => byName!.get(name)).filter((id) => id !== undefined)];
}

let similarById: Map<number, number[]> | null = null;

/** The skills and every tool a recruiter treats as interchangeable with one of them. */
export function withSimilar(skillIds: number[]): number[] {
  byName ??= new Map(VOCABULARY.skills.map((s) => [s.name, s.id]));
  if (!similarById) {
    similarById = new Map();
    for (const names of SIMILAR_TOOLS) {
      const ids = names.map((name) => byName!.get(name)).filter((id) => id !== undefined);
      for (const id of ids) similarById.set(id, [...(similarById.get(id) ?? []), ...ids]);
    }
  }
  return [...new Set(skillIds.flatMap((id) => [id, ...(similarById!.get(id) ?? [])]))];
}

/** A skill ask's alternatives: each skill under its own concept, or any form in words. */
export function skillAlternatives(skillIds: number[]): WeightedConcept[][] {
  return [...new Set(skillIds.flatMap(withMembers))].flatMap((id) => {
    const word = getSkill(id).name;
    const concept = skillConcept(id);
    const parts = formParts(id);
    return parts.length === 0
      ? [[{ concept, weight: 1, word }]]
      : parts.map((p) => [{ concept, weight: 1, word, parts: p }]);
  });
}
