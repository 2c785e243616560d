import type { SkillUnit } from "../alternatives";
import { STOP_WORDS } from "../stop-words";
import { isContentAtom, PREPOSITIONS, type Atom, type Item } from "./atoms";
import type { WeightedConcept } from "./types";
import { isVerbLike, WEAK_VERBS } from "./item-words";
import { isLyAdverb } from "../nlp/wordnet-verbs";
import {
  headAtoms,
  heartAtoms,
  HEAD_WEIGHT,
  itemConcepts,
  MODIFIER_WEIGHT,
  unitConcept,
} from "./item-concepts";
import { parenExamples, parenPhrases, wordConcept } from "./paren-examples";
import { isOtherName, withLetters } from "./credential-letters";

/*
 * One list item of a clause, read: where its heart starts (after filler such as "Strong",
 * "Experience with"), its head (up to the first preposition), the skills it names, the
 * examples that show it, and for an item that is not only skills, its words as weighted
 * concepts (the head noun 1, modifiers and verbs less, words in scope a quarter).
 */

export const CREDENTIAL_RE =
  /\b(?:licen[cs]e[ds]?|licensure|certifications?|certificates?|certified|credentials?|registration(?!\s+(?!(?:with|as|in|by|from|and|or|is|required|preferred)\b)\p{L})|endorsements?|card)\b/iu;
/** "Or similar", "or another": the posting accepts a thing like the ones it names. */
export const OR_KIND_RE = /\bor (?:an?\s+)?(?:other|another|similar|comparable|equivalent)\b/i;
export const OR_SIMILAR_RE =
  /^(?:an?\s+)?(?:similar|equivalent|other|another|comparable|related|any)\b/i;
export const MAX_LABEL_WORDS = 10;

function labelOf(clause: string, heart: Atom[], item: Item): string {
  // Skills after a preposition are asks of their own: the label stops before them
  // ("maintain schedules", not "... in Microsoft Project").
  const head = headAtoms(heart);
  const tailUnit = heart.find((a) => a.unit && !head.includes(a));
  const upTo =
    tailUnit && !head.some((a) => a.unit) ? heart.slice(0, heart.indexOf(tailUnit)) : heart;
  // A closing adverb says how, not what: "Complete IRF-PAI data accurately".
  const contentAt = upTo.findLastIndex(
    (a, i) => isContentAtom(a) && !(i > 0 && !a.unit && isLyAdverb(a.terms[0].lower)),
  );
  // A generic noun right after the last content word ends the label: "open roles",
  // "non-technical stakeholders".
  let lastAt = contentAt;
  // A number is part of a name it follows: "Big 4", "Fortune 500".
  const textAt = (i: number) => clause.slice(upTo[i].start, upTo[i].end);
  if (lastAt >= 0 && lastAt + 1 < upTo.length && /^\p{Lu}/u.test(textAt(lastAt)))
    if (/^\d{1,4}$/.test(textAt(lastAt + 1))) lastAt++;
  while (lastAt >= 0 && lastAt + 1 < upTo.length && isTrailingNoun(upTo[lastAt + 1])) lastAt++;
  const lastEnd = lastAt >= 0 ? upTo[lastAt].end : item.end;
  const end =
    item.paren.length > 0 ? Math.max(item.end, clause.indexOf(")", item.end) + 1) : lastEnd;
  let words = clause.slice(heart[0].start, end).trim().split(/\s+/);
  // A long label loses its parenthesis whole rather than in the middle.
  if (words.length > MAX_LABEL_WORDS && item.paren.length > 0)
    words = beforeParenthesis(clause.slice(heart[0].start, lastEnd)).trim().split(/\s+/);
  return words.length > MAX_LABEL_WORDS ? cutLabel(words) : words.join(" ");
}

// The label stays a prefix of the clause, so it ends before the parenthesis
// ("Take and process digital radiographs", not "... radiographs (bitewings").
const beforeParenthesis = (text: string) => {
  const open = text.indexOf("(");
  return open > 0 ? text.slice(0, open) : text;
};

const isTrailingNoun = (atom: Atom) => {
  const word = atom.terms[0].lower;
  return (
    !atom.unit &&
    !STOP_WORDS.has(word) &&
    !CREDENTIAL_RE.test(word) &&
    /^\p{L}[\p{L}-]*$/u.test(word) &&
    !isVerbLike(word) &&
    !isLyAdverb(word)
  );
};

/**
 * A long label ends at its last comma, or at its last word that is not a stop word; never
 * inside a parenthesis ("digital radiographs (bitewings" loses the parenthesis whole).
 */
function cutLabel(words: string[]): string {
  let kept = words.slice(0, MAX_LABEL_WORDS);
  const open = kept.findLastIndex((w) => w.includes("("));
  if (open >= 1 && !kept.slice(open).some((w) => w.includes(")"))) kept = kept.slice(0, open);
  const comma = kept.findLastIndex((w, i) => i >= 2 && w.endsWith(","));
  // "Perform brake, steering, suspension and alignment work on our Hunter rack": a list
  // closed before the scope ends at the scope, not inside the list.
  const closed = kept.findIndex((w, i) => i > comma && /^(?:and|or)$/i.test(w));
  const scope = kept.findIndex((w, i) => i > closed + 1 && PREPOSITIONS.has(w.toLowerCase()));
  if (comma >= 0 && closed > comma && scope > closed) return kept.slice(0, scope).join(" ");
  if (comma >= 0)
    return kept
      .slice(0, comma + 1)
      .join(" ")
      .replace(/,$/, "");
  while (kept.length > 1 && STOP_WORDS.has(kept[kept.length - 1].toLowerCase())) kept.pop();
  return kept.join(" ");
}

const ACRONYM_RE = /^[A-Z][A-Z0-9&/-]{1,9}$/;

/**
 * One ordinary word on its own ("Plan", "staff", "Quota", "referrals") is a fragment of a
 * sentence, not an ask; an acronym ("STAAR", "ELD") or a hyphenated term ("de-escalation")
 * can be one.
 */
function isFragment(heart: Atom[], paren: Atom[], clause: string): boolean {
  if (heart.some((a) => a.unit)) return false;
  const words = [...heart, ...paren].filter(
    (a) => !STOP_WORDS.has(a.terms[0].lower) && /\p{L}/u.test(a.terms[0].lower),
  );
  const content = words.filter((a) => !a.terms[0].isNoise);
  // "write clear" and "lay out" are a verb left alone; "Communicate regularly with families" is not.
  const isLoneVerb = content.length === 1 && isVerbLike(content[0].terms[0].lower);
  if (words.length !== 1 && !isLoneVerb) return false;
  const text = clause.slice(words[0].start, words[0].end);
  return isLoneVerb || (!ACRONYM_RE.test(text) && !/\w-\w/.test(text));
}

function lastNonStop(item: Item): Atom | undefined {
  return [...item.atoms]
    .reverse()
    .find((a) => a.unit || (!STOP_WORDS.has(a.terms[0].lower) && /\p{L}/u.test(a.terms[0].lower)));
}

const CLASS_BEFORE_RE = /\bclass\s+[abc]\s+$/i;

const classStart = (clause: string, from: number, skill: number) => {
  const before = CLASS_BEFORE_RE.exec(clause.slice(from, skill));
  return before ? from + before.index : skill;
};

export type ReadItem = {
  heart: Atom[];
  /** Skills the item asks for (before any preposition), or none for a phrase item. */
  headUnits: SkillUnit[];
  /** Skills in its parentheses or after "such as": examples that show it. */
  examples: SkillUnit[];
  /** Phrases in its parentheses that show it: "food cost control (prime cost under 60%)". */
  parenPhrases: WeightedConcept[][];
  /** Skills after a preposition: asks of their own ("Python in AWS"). */
  tailUnits: SkillUnit[];
  /** The phrase's concepts, for an item that is not only skills. */
  concepts: WeightedConcept[] | null;
  /** Its concepts with the verb of its duty, for an object after "and" (see withLeadVerb). */
  withLeadVerb?: WeightedConcept[];
  label: string;
  /** Where the item's words start and end in the clause. */
  start: number;
  end: number;
  /** Its name when it differs from its words: "renewal targets" for "renewal" in a list. */
  named?: string;
  /** Only its skills after a kind word are asks ("Cloud experience with AWS"). */
  isTailOnly?: boolean;
};

/**
 * A code or an agency's letters: "A5", "L1", "L&I" ("A5 (Brakes)" is the A5 test), a
 * welding position ("6G", "3F").
 */
const STOP_IN_NAME = new Set(["of", "and", "for", "in", "the", "&"]);

/** Whether the brackets hold one abbreviation of the heart's last words: "Basic Technical Training (BTT)". */
function namesByInitials(paren: Atom[], heart: Atom[], clause: string): Set<string> {
  if (paren.length !== 1) return new Set();
  const short = clause.slice(paren[0].start, paren[0].end);
  if (!/^[A-Z]{2,6}$/.test(short)) return new Set();
  const words = heart
    .map((a) => clause.slice(a.start, a.end))
    .filter((w) => !STOP_IN_NAME.has(w.toLowerCase()));
  const named = words.slice(-short.length);
  const isNamed =
    named.length === short.length && named.every((w, i) => /^\p{Lu}/u.test(w) && w[0] === short[i]);
  return new Set(isNamed ? named : []);
}

export const CODE_RE = /^(?:[A-Z]{1,3}\d{1,3}|[A-Z]{1,3}&[A-Z]{1,4}|[1-6][GF]R?)$/;
/** The number in a credential's name: "Section 609", "Part 107" (not a year). */
export const CREDENTIAL_NUMBER_RE = /^(?!(?:19|20)\d\d$)\d{3,4}$/;

// A person the work is done for, by or with ("written by the supervising physical
// therapist", "report to the charge nurse"): the ask's scope, never a skill of its own.
const PERSON_NOUN_RE =
  /(?:ists?|ians?|nurses?|physicians?|doctors?|surgeons?|managers?|supervisors?|directors?|officers?|attorneys?|lawyers?)$/i;

// "to the supervising PT": words that say the one after them is a person.
const PERSON_ROLE_WORDS = new Set([
  "supervising",
  "attending",
  "treating",
  "referring",
  "ordering",
  "prescribing",
]);

function asScope(heart: Atom[], clause: string): Atom[] {
  let preposition: string | null = null;
  return heart.map((atom, i) => {
    const word = atom.terms[0].lower;
    if (!atom.unit && PREPOSITIONS.has(word)) preposition = word;
    const isPerson =
      atom.unit !== undefined &&
      preposition !== null &&
      preposition !== "as" &&
      (PERSON_NOUN_RE.test(clause.slice(atom.start, atom.end)) ||
        (i > 0 && PERSON_ROLE_WORDS.has(heart[i - 1].terms[0].lower)));
    return isPerson ? { ...atom, unit: undefined } : atom;
  });
}

/**
 * The item's concepts with the verb its duty opened with, as one more alternative: the
 * verb shown helps ("Hand prune ... small ornamentals" for "small ornamental trees"), its
 * absence costs nothing.
 */
function withLeadVerb(concepts: WeightedConcept[], item: Item): WeightedConcept[] | undefined {
  const verb = item.leadVerb?.terms[0];
  if (!verb || WEAK_VERBS.has(verb.lower) || concepts.some((c) => c.isDeed)) return undefined;
  const deed = { concept: verb.concept, weight: MODIFIER_WEIGHT, word: verb.text, key: verb.key };
  return [...concepts, { ...deed, isDeed: true }];
}

export function readItem(clause: string, item: Item, isAlternative = false): ReadItem | null {
  const heart = asScope(heartAtoms(item, clause), clause);
  if (heart.length === 0) return null;
  const head = headAtoms(heart);
  const headContent = head.filter(isContentAtom);
  const units = heart.filter((a) => a.unit).map((a) => a.unit!);
  const headUnits = units.filter((u) => head.some((a) => a.unit === u));
  // "Relativity or a comparable e-discovery review platform" is the skill or its kind.
  const isSkillOrKind =
    headContent[0]?.unit !== undefined &&
    OR_KIND_RE.test(clause.slice(headContent[0].start, headContent[0].end));
  const isSkillItem = headContent.length > 0 && (isSkillOrKind || headContent.every((a) => a.unit));
  const label = labelOf(clause, heart, item);
  // "Cloud experience with AWS, GCP or Azure": one word naming the kind of the skills after it.
  const tailContent = heart.filter((a) => !head.includes(a) && isContentAtom(a));
  // ... or only verbs before the skills: "read and lay out from blueprints".
  const headNouns = headContent.filter((a) => a.unit || !isVerbLike(a.terms[0].lower));
  const isTail =
    tailContent.some((a) => a.unit) &&
    (headNouns.length === 0 ||
      (headContent.length === 1 && headNouns.length === 1 && tailContent.every((a) => a.unit)));
  if (!isSkillItem && isTail) {
    return {
      heart,
      parenPhrases: [],
      headUnits: [],
      examples: [],
      tailUnits: units,
      concepts: null,
      label: labelOf(clause, heart, item),
      start: heart[0].start,
      end: item.end,
      isTailOnly: true,
    };
  }
  let concepts = isSkillItem
    ? null
    : itemConcepts(
        heart.filter((a) => !a.unit || head.includes(a)),
        clause,
      );
  if (concepts && !concepts.some((c) => c.weight >= HEAD_WEIGHT)) return null;
  const shared = item.sharedHead?.terms[0];
  if (concepts && shared)
    concepts = [
      ...concepts,
      { concept: shared.concept, weight: MODIFIER_WEIGHT, word: shared.text },
    ];
  else if (concepts && !isAlternative && isFragment(heart, item.paren, clause)) return null;
  // A credential's subject is part of it: "educator certification (Mathematics 7-12)".
  const parenWords = item.paren.filter((a) => !a.unit && isContentAtom(a));
  // "A5 (Brakes)": the brackets name what the code certifies; brake work is not the code.
  const isCode =
    headContent.length === 1 &&
    CODE_RE.test(clause.slice(headContent[0].start, headContent[0].end));
  const isCredential = CREDENTIAL_RE.test(label);
  // A credential's number is its name ("EPA Section 609"); a code is what an ask asks for,
  // in its words ("ASE certification in A4 (Suspension & Steering)": the brackets only name
  // it) or in its brackets ("Pipe welding experience (6G)"). A line must show each.
  const textOf = (a: Atom) => clause.slice(a.start, a.end);
  const numbers = isCredential
    ? heart.filter((a) => !a.unit && CREDENTIAL_NUMBER_RE.test(textOf(a)))
    : [];
  const parenCodes = isCredential
    ? []
    : item.paren.filter((a) => !a.unit && CODE_RE.test(textOf(a)));
  const hasCodeWord = heart.some((a) => CODE_RE.test(textOf(a)));
  // "Certified Instrument Specialist (CIS)": letters that spell the name are the name;
  // "from HSPA (formerly IAHCSMM)": an issuer's old name is no more of the ask.
  const lettered =
    concepts && isCredential ? withLetters(concepts, heart, item.paren, clause) : null;
  if (lettered) concepts = lettered;
  else if (
    concepts &&
    !hasCodeWord &&
    isCredential &&
    parenWords.length > 0 &&
    !isOtherName(item.paren, clause)
  )
    concepts = [...concepts, ...itemConcepts(parenWords, clause)];
  if (concepts && numbers.length > 0)
    concepts = [...concepts, ...numbers.map((a) => wordConcept(a, clause))];
  if (parenCodes.length > 0)
    concepts = [
      ...(concepts ?? headUnits.map((u) => unitConcept(u, clause))),
      ...parenCodes.map((a) => wordConcept(a, clause)),
    ];
  const isCodeWord = (word: string) =>
    CODE_RE.test(word) || (isCredential && CREDENTIAL_NUMBER_RE.test(word));
  // "GWO Basic Technical Training (BTT)": words the brackets abbreviate are a name, shown
  // whole or by the abbreviation, never by "GWO training" alone; the ask's other words
  // are read as ever ("Run automated underwriting through Desktop Underwriter (DU)").
  const named = isCredential ? new Set<string>() : namesByInitials(item.paren, heart, clause);
  concepts &&= concepts.map((c) =>
    isCodeWord(c.word) || named.has(c.word) ? { ...c, weight: HEAD_WEIGHT, mustShow: true } : c,
  );
  return {
    heart,
    ...(concepts ? { withLeadVerb: withLeadVerb(concepts, item) } : {}),
    parenPhrases: concepts && !isCredential && !isCode ? parenPhrases(item.paren, clause) : [],
    headUnits: isSkillItem ? headUnits : [],
    examples: isCode ? [] : parenExamples(item.paren, clause, concepts !== null && !isCredential),
    tailUnits: units.filter((u) => !head.some((a) => a.unit === u)),
    concepts,
    label,
    ...(shared || item.sharedVerb
      ? { named: [item.sharedVerb, label, shared?.text].filter(Boolean).join(" ") }
      : {}),
    // A skill item is asked in its own words, from its first skill or its class ("Class A CDL").
    start:
      isSkillItem && headUnits[0]
        ? classStart(clause, heart[0].start, headUnits[0].start)
        : heart[0].start,
    // A skill item's own words run to its end: "P&L accountability".
    end: isSkillItem
      ? Math.max(heart[0].start + label.length, lastNonStop(item)?.end ?? 0)
      : heart[0].start + label.length,
  };
}
