import { ACTION_VERBS } from "../action-verbs";
import { isPlaceOrStage } from "../places";
import { isNounIn, wordKeys } from "../nlp/word-key";
import { termsOf, type Term } from "../terms";
import type { WeightedConcept } from "./types";

// Words common to every field's postings: they count for less than the specific words of
// an ask, so "customer data" is not shown by any line that says "customer".
const COMMON = new Set(
  `customer client service data report plan program programme operation operations account
  staff department store office user process standard practice policy procedure activity
  issue information record order item material equipment site software platform tool
  application management support general daily internal external level task work business`.split(
    /\s+/,
  ),
);
const VERB_FORM_RE = /(?:ing|ed)$/;
let commonKeys: Set<string> | null = null;

/** A word every field's postings use, in any form ("operations", "reports"). */
export function isCommonWord(lower: string, key: string): boolean {
  commonKeys ??= new Set(wordKeys([...COMMON]));
  return COMMON.has(lower) || commonKeys.has(key);
}

/** A word that can carry an ask: not filler, not a place or funding stage, not a number. */
export function isContentTerm(term: Term): boolean {
  return (
    !term.isNoise &&
    term.lower.length >= 2 &&
    /\p{L}/u.test(term.lower) &&
    (term.isSkill || !isPlaceOrStage(term.text))
  );
}

function weighted(terms: Term[]): WeightedConcept[] {
  const content = terms.filter(isContentTerm);
  const out: WeightedConcept[] = [];
  content.forEach((term, i) => {
    if (out.some((c) => c.concept === term.concept)) return;
    const isLeadingVerb =
      i === 0 &&
      content.length > 1 &&
      (VERB_FORM_RE.test(term.lower) || ACTION_VERBS.has(term.lower));
    if (term.isSkill) {
      out.push({ concept: term.concept, weight: 1, word: term.text, parts: term.parts });
      return;
    }
    const weight = isCommonWord(term.lower, term.key) || isLeadingVerb ? 0.5 : 1;
    out.push({ concept: term.concept, weight, word: term.text });
  });
  return out;
}

const PREPOSITIONS = new Set(["to", "with", "for", "in", "on", "at", "across", "of"]);

/**
 * The concepts of a phrase, as alternatives split at "or" ("presenting to a board or an
 * executive team" is two: {present, board} and {present, executive}); a verb and its
 * preposition before the first "or" carry over to every alternative.
 */
export function conceptSets(text: string): WeightedConcept[][] {
  const terms = termsOf(text);
  const parts: Term[][] = [[]];
  for (const term of terms) {
    if (term.lower === "or") parts.push([]);
    else parts[parts.length - 1].push(term);
  }
  const first = parts[0];
  const prep = first.findIndex((t) => PREPOSITIONS.has(t.lower));
  const lead = prep > 0 && VERB_FORM_RE.test(first[0].lower) ? first.slice(0, prep + 1) : [];
  const sets = parts
    .map((part, i) =>
      i > 0 && lead.length > 0 && !VERB_FORM_RE.test(part[0]?.lower ?? "")
        ? [...lead, ...part]
        : part,
    )
    .map(weighted)
    .filter((set) => set.length > 0);
  // A head after the last "or" belongs to every bare modifier: "digital or performance
  // marketing" is digital marketing or performance marketing. A bare noun or skill stands
  // alone: "warehouse or distribution center", "data analysis or business intelligence".
  const last = sets[sets.length - 1];
  const tail = last?.[last.length - 1];
  const head = tail
    ? tail.parts?.length
      ? tail.parts[tail.parts.length - 1]
      : tail.concept
    : null;
  // In a longer list one noun among them ("retail, hospitality or customer service") makes
  // every item a field of its own.
  const modifiers = sets.slice(0, -1).map((set) => (set.length === 1 ? set[0] : null));
  const isModifier = (c: WeightedConcept | null) =>
    c !== null && c.concept !== head && !c.parts?.length && !isNounIn(text, c.word);
  if (sets.length > 1 && head && (sets.length === 2 || modifiers.every(isModifier))) {
    modifiers.forEach((bare, i) => {
      if (isModifier(bare)) sets[i].push({ concept: head, weight: 1, word: tail!.word });
    });
  }
  // "A or B" where one side has nothing of its own ("Excel or similar") is one ask.
  return sets.length > 0 ? sets : [];
}

export function totalWeight(set: WeightedConcept[]): number {
  return set.reduce((sum, c) => sum + c.weight, 0);
}
