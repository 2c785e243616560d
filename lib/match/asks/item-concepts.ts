import type { SkillUnit } from "../alternatives";
import { QUALITY_WORDS, STOP_WORDS } from "../stop-words";
import { skillConcept } from "../terms";
import { formParts, withMembers } from "../evidence/skill-evidence";
import { isCommonWord, isContentTerm } from "./concept-sets";
import { isContentAtom, PREPOSITIONS, type Atom, type Item } from "./atoms";
import type { WeightedConcept } from "./types";
import {
  EMPTY_HEADS,
  FILLER,
  isVerbLike,
  PRODUCT_NAME_RE,
  STRONG_VERBS,
  VERB_OBJECT_WORDS,
  WEAK_VERBS,
} from "./item-words";
import { ACTION_VERBS } from "../action-verbs";
import { canBeVerb, isLyAdverb } from "../nlp/wordnet-verbs";
import { isPlaceOrStage } from "../places";

/*
 * An item's words as weighted concepts: where its heart starts, its head (up to the first
 * preposition, or past a lone verb's), and the weight of each word (the head noun 1,
 * modifiers and verbs less, words in scope a quarter).
 */

const SCOPE_WORDS = new Set([...PREPOSITIONS, "including"]);
export const HEAD_WEIGHT = 1;
export const MODIFIER_WEIGHT = 0.5;
const SCOPE_FACTOR = 0.25;
const VERB_LIST_GAP_RE = /^(?:,|&|\/|,?\s*and|,?\s*or)$/;
/** What joins two verbs of a list, after any particle of the first ("Hook up, tow and back"). */
const isVerbListGap = (gap: string) =>
  VERB_LIST_GAP_RE.test(gap.trim().replace(/^up\b/, "").trim());
/**
 * The item's atoms from its first meaningful one (skipping filler and stop words), with a
 * stop word hyphenated to it: "in-house", "on-site", "off-cycle" are one word.
 */
const GLUE = new Set(["-", "/", "&"]);

export function heartAtoms(item: Item, clause: string): Atom[] {
  let first = item.atoms.findIndex(
    (a) => a.unit || (!STOP_WORDS.has(a.terms[0].lower) && !FILLER.has(a.terms[0].lower)),
  );
  // A word glued to the first ("A/B test", "in-house") is part of it, not a stop word.
  if (first > 0 && GLUE.has(clause.slice(item.atoms[first - 1].end, item.atoms[first].start)))
    first--;
  return first < 0 ? [] : item.atoms.slice(first);
}

/**
 * What the item asks for: from its first content word to the next preposition. Generic
 * words before it ("Partner with hiring managers") lead in; words after a preposition
 * scope it ("... on role scoping").
 */
export function headAtoms(heart: Atom[]): Atom[] {
  const from = heart.findIndex(isContentAtom);
  if (from < 0) return [];
  const scopeAfter = (i: number) =>
    heart.findIndex((a, j) => j > i && !a.unit && SCOPE_WORDS.has(a.terms[0].lower));
  let at = scopeAfter(from);
  // A verb alone is not what is asked: "Coordinate with law enforcement" asks for the work
  // with law enforcement, so the words after its preposition are the head.
  // So is a verb and a word that only names a kind: "run programs for school-age children".
  const isVerbOnly = (atoms: Atom[]) =>
    atoms.length > 0 &&
    atoms.every(
      (a) =>
        !a.unit &&
        (ACTION_VERBS.has(a.terms[0].lower) ||
          WEAK_VERBS.has(a.terms[0].lower) ||
          EMPTY_HEADS.has(a.terms[0].lower)),
    ) &&
    !atoms.every((a) => EMPTY_HEADS.has(a.terms[0].lower));
  const before = heart
    .slice(from, at)
    .filter((a) => isContentAtom(a) && (a.unit || !isLyAdverb(a.terms[0].lower)));
  const preposition = at > from ? heart[at].terms[0].lower : "";
  // "converting between coordinate systems and datums": what lies between is the work.
  const isBetween =
    preposition === "between" &&
    before.length === 1 &&
    !before[0].unit &&
    isVerbLike(before[0].terms[0].lower);
  if (isBetween || (VERB_OBJECT_WORDS.has(preposition) && isVerbOnly(before))) at = scopeAfter(at);
  return at < 0 ? heart.slice(from) : heart.slice(from, at);
}

/** A skill unit as one concept: any of its skills ("PostgreSQL or MySQL"), in any form. */
export function unitConcept(unit: SkillUnit, text: string): WeightedConcept {
  return {
    concept: skillConcept(unit.ids[0]),
    // A kind of tool is shown by its members: "cybersecurity" by network security.
    anyOf: [...new Set(unit.ids.flatMap(withMembers))].map(skillConcept),
    weight: HEAD_WEIGHT,
    word: text.slice(unit.start, unit.end),
    forms: unit.ids.flatMap(formParts),
  };
}

const TOOL_LEAD = new Set(["in", "using", "within"]);
const NAME_RE = /^\p{Lu}[\p{L}\d]*$/u;

/**
 * The products named right after "in" or "using" in an item's scope ("Model runoff in
 * HydroCAD"). A skill there is read as an ask of its own ("in Xactimate"); a plain
 * capitalised word after "in" may be a city, after "using" it is a tool.
 */
function toolAtoms(heart: Atom[], head: Atom[], text: string): Set<Atom> {
  const out = new Set<Atom>();
  heart.forEach((atom, i) => {
    if (i === 0 || atom.unit || head.includes(atom)) return;
    const lead = heart[i - 1].terms[0].lower;
    if (!TOOL_LEAD.has(lead)) return;
    const word = text.slice(atom.start, atom.end);
    if (
      PRODUCT_NAME_RE.test(word) ||
      (lead === "using" && NAME_RE.test(word) && !isPlaceOrStage(word))
    )
      out.add(atom);
  });
  return out;
}

// Work done to people: "Mentor Tier 1 analysts" is not shown by being a Tier 1 analyst,
// so a line must show the verb (or one of its words: "coached", "onboarded").
const PEOPLE_VERBS = new Set(["mentor", "mentoring", "coach", "coaching", "precept", "precepting"]);
const PEOPLE_OBJECT_VERBS = new Set(["train", "training", "supervise", "supervising"]);
const PERSON_RE =
  /^(?:\S+(?:ists?|ians?|ers|ors|ees|ants|ents)|staff|nurses?|analysts?|techs?|reps|hires|members|associates|peers|interns|apprentices|volunteers|crews?)$/i;

function isPeopleVerb(verb: string, object: Atom[]): boolean {
  if (PEOPLE_VERBS.has(verb)) return true;
  return (
    PEOPLE_OBJECT_VERBS.has(verb) &&
    object.some((atom) => !atom.unit && PERSON_RE.test(atom.terms[0].text))
  );
}

/** A word joined to the next by a hyphen is part of one word, no verb: "post-emergent", "run-of-show". */
const isHyphenedToNext = (atom: Atom, text: string) =>
  text[atom.end] === "-" && /\p{L}/u.test(text[atom.end + 1] ?? "");

// A unit after its number measures the thing and is no part of it: a "20 ft trailer" is
// shown by a "20' trailer"; the number itself is no concept either.
const MEASURE_UNITS = new Set(
  "ft feet foot lb lbs pounds kg mm cm inch inches gal gallons psi mph tons kw kv".split(" "),
);
const isMeasureUnit = (lower: string, text: string, at: number) =>
  MEASURE_UNITS.has(lower) &&
  /\d$/.test(
    text
      .slice(Math.max(0, at - 4), at)
      .trimEnd()
      .replace(/-$/, "")
      .trimEnd(),
  );

const ARTICLE_RE = /^(?:a|an|the|all|any|our|their|your)\b/i;

/**
 * Words a list joins after the first, before an article, that can be verbs: "Hook up, tow
 * and back a 20 ft trailer". Without the article the list may be of things ("Maintain
 * trucks, trailers and forklifts").
 */
function verbsBeforeArticle(content: Atom[], text: string): Set<Atom> {
  const run: Atom[] = [];
  for (let i = 1; i < content.length; i++) {
    const gap = text.slice(content[i - 1].end, content[i].start).trim();
    if (isVerbListGap(gap)) {
      run.push(content[i]);
      continue;
    }
    const endsAtArticle = ARTICLE_RE.test(gap);
    return endsAtArticle && run.every((a) => !a.unit && canBeVerb(a.terms[0].lower))
      ? new Set(run)
      : new Set();
  }
  return new Set();
}

/** Weighted concepts of an item's words: the head noun 1, modifiers and verbs less. */
export function itemConcepts(heart: Atom[], text: string): WeightedConcept[] {
  const head = headAtoms(heart);
  const out: WeightedConcept[] = [];
  const content = head.filter(isContentAtom);
  const last = content[content.length - 1];
  // "Plan and present storytimes": the verbs before the first thing the duty is done to,
  // joined as a list ("Carry a pending caseload" has one: "pending" describes).
  const deeds = new Set<Atom>();
  const listedVerbs = verbsBeforeArticle(content, text);
  for (const [i, atom] of content.entries()) {
    const lower = atom.terms[0].lower;
    const isVerb = isVerbLike(lower) || (i > 0 && listedVerbs.has(atom));
    if (atom.unit || !isVerb || i === content.length - 1) break;
    if (isHyphenedToNext(atom, text)) break;
    if (i > 0 && !isVerbListGap(text.slice(content[i - 1].end, atom.start))) break;
    deeds.add(atom);
  }
  const tools = toolAtoms(heart, head, text);
  heart.forEach((atom) => {
    if (!isContentAtom(atom)) return;
    const inScope = !head.includes(atom);
    const factor = inScope ? SCOPE_FACTOR : 1;
    if (atom.unit) {
      const c = unitConcept(atom.unit, text);
      // "AWS or Azure security logging": the choice of tools is what the phrase asks;
      // security logs of another platform do not show it.
      const isChoice = !inScope && atom.unit.ids.length > 1 && content.length > 1;
      out.push({ ...c, weight: c.weight * factor, ...(isChoice ? { mustShow: true } : {}) });
      return;
    }
    const term = atom.terms[0];
    if (!isContentTerm(term) || out.some((c) => c.concept === term.concept)) return;
    if (isMeasureUnit(term.lower, text, atom.start) || isLyAdverb(term.lower)) return;
    const isVerbLead =
      atom === content[0] &&
      content.length > 1 &&
      isVerbLike(term.lower) &&
      !isHyphenedToNext(atom, text);
    // The head noun weighs most, unless it only names a kind ("programs", "environment").
    // A verb that says nothing ("run", "own", "maintain") is no part of the ask; other
    // verbs count half, the head noun and its modifiers in full.
    if (isVerbLead && WEAK_VERBS.has(term.lower)) return;
    const isMinor =
      atom === last
        ? EMPTY_HEADS.has(term.lower)
        : isVerbLead
          ? !STRONG_VERBS.has(term.lower)
          : isCommonWord(term.lower, term.key);
    const base = QUALITY_WORDS.has(term.lower)
      ? MODIFIER_WEIGHT * SCOPE_FACTOR
      : isMinor
        ? MODIFIER_WEIGHT
        : HEAD_WEIGHT;
    out.push({
      concept: term.concept,
      weight: base * factor,
      word: term.text,
      key: term.key,
      ...(isVerbLead && isPeopleVerb(term.lower, content.slice(1)) ? { mustShow: true } : {}),
      ...(deeds.has(atom) ? { isDeed: true } : {}),
      ...(tools.has(atom) ? { isTool: true } : {}),
    });
  });
  return out;
}
