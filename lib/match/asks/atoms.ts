import { ACTION_VERBS } from "../action-verbs";
import type { SkillUnit } from "../alternatives";
import { wordKeys } from "../nlp/word-key";
import { isPlaceOrStage } from "../places";
import type { Term } from "../terms";

/*
 * A clause cut into atoms (a word, or a vocabulary skill with its own group) and segments
 * between separators; items.ts reads the segments as lists.
 */

export type Atom = { start: number; end: number; terms: Term[]; unit?: SkillUnit };
export type Item = {
  start: number;
  end: number;
  atoms: Atom[];
  paren: Atom[];
  /** The head a one-word item shares with the last of its list: "renewal" in "renewal, expansion and advocacy targets". */
  sharedHead?: Atom;
  /** The verb the list's first item opens with: "Troubleshoot" for "hydraulic" in "Troubleshoot electrical, hydraulic and mechanical faults". */
  sharedVerb?: string;
  /** The verb a later object of the clause's duty is done by: "Prune" for "small ornamental trees" in "Prune shrubs and small ornamental trees". */
  leadVerb?: Atom;
};
/** One ask's items: several when they are alternatives ("or"). */
export type ItemGroup = Item[];

export type Segment = Item & {
  sep: "," | ";" | "and" | "or" | null;
  /** Verbs that share the object after them: "hire, train and schedule". */
  isVerbList?: boolean;
  /** Objects of one preposition: "to children, teens and parents". */
  isObjectList?: boolean;
};

const PHRASE_OR_NEXT = new Set([
  "above",
  "below",
  "more",
  "higher",
  "later",
  "greater",
  "better",
  "less",
  "fewer",
  "newer",
  "over",
  "under",
]);
const BREAK_AFTER_COMMA = new Set([
  "with",
  "including",
  "especially",
  "ideally",
  "preferably",
  "plus",
  "as",
  "and",
]);
/** Words that open a phrase's scope: "targets at the org", "data for leadership". */
export const PREPOSITIONS = new Set([
  "for",
  "of",
  "with",
  "on",
  "in",
  "at",
  "to",
  "across",
  "within",
  "from",
  "through",
  "into",
  "by",
  "per",
  "under",
  "throughout",
  "during",
  "via",
  "after",
  "before",
  "between",
  "among",
  "toward",
  "towards",
  "without",
  "upon",
  "so",
  "using",
  "following",
]);

export const isWord = (atom: Atom) => !atom.unit;
export const lowerOf = (atom: Atom) => (atom.unit ? "" : atom.terms[0].lower);
// Credential words name the kind of ask ("RN license", "BLS certification"), not its content.
const CREDENTIAL_WORD_RE =
  /^(?:licen[cs]e[ds]?|licensure|certifications?|certificates?|certified|credentials?|registration|endorsements?|card)$/;
export const isContentAtom = (atom: Atom) =>
  atom.unit !== undefined ||
  (!atom.terms[0].isNoise &&
    /\p{L}/u.test(lowerOf(atom)) &&
    !CREDENTIAL_WORD_RE.test(lowerOf(atom)) &&
    !(atom.unit === undefined && isPlaceOrStage(atom.terms[0].text)));
let verbKeys: Set<string> | null = null;
// "Hiring", "developing": any form of a duty verb.
export const isVerb = (atom: Atom) => {
  if (!isWord(atom)) return false;
  verbKeys ??= new Set(wordKeys([...ACTION_VERBS]));
  return ACTION_VERBS.has(lowerOf(atom)) || verbKeys.has(atom.terms[0].key);
};
// "including" lists examples after a kind of thing ("office software, including Excel"),
// and more asks after anything else ("mathematics, including Algebra I").
const CATEGORY_HEADS = new Set(
  `software tools systems platforms languages databases frameworks applications programs
  methods methodologies certifications suites technologies equipment instruments packages
  tool system platform language database framework application`.split(/\s+/),
);
const RULE_LEADS = new Set(["compliance", "accordance", "conformance", "conformity"]);

/** Whether "with" at `at` follows "compliance" and brings a named rule ("the 2021 IFC"). */
function namesRules(atoms: Atom[], at: number, text: string): boolean {
  const before = atoms[at - 1]?.terms.at(-1)?.lower;
  if (before === undefined || !RULE_LEADS.has(before)) return false;
  const after = atoms.slice(at + 1, at + 3).find((a) => !/^(?:the|all)$/.test(lowerOf(a)));
  return after !== undefined && /^[\p{Lu}\d]/u.test(text.slice(after.start, after.end));
}

const FOCUS_WORDS = new Set(["focusing", "focused", "specializing", "specialising"]);
const isNumberLike = (atom: Atom | undefined) =>
  !!atom && isWord(atom) && /^\d/.test(lowerOf(atom));

/** Terms grouped into atoms: each skill unit is one atom, every other term its own. */
export function atomsOf(terms: Term[], units: SkillUnit[]): Atom[] {
  const atoms: Atom[] = [];
  for (const term of terms) {
    const unit = units.find((u) => term.start >= u.start && term.end <= u.end);
    const last = atoms[atoms.length - 1];
    if (unit && last?.unit === unit) {
      last.terms.push(term);
      last.end = term.end;
    } else atoms.push({ start: term.start, end: term.end, terms: [term], unit });
  }
  return atoms;
}

export function segmentsOf(text: string, atoms: Atom[]): Segment[] {
  const segments: Segment[] = [];
  let current: Segment | null = null;
  let depth = 0;
  let examples = false;
  let pending: Segment["sep"] = null;
  let prevEnd = 0;
  for (let i = 0; i < atoms.length; i++) {
    const atom = atoms[i];
    const gap = text.slice(prevEnd, atom.start);
    prevEnd = atom.end;
    for (const ch of gap) {
      if (ch === "(") depth++;
      else if (ch === ")" && depth > 0) depth--;
    }
    if (depth > 0 && current) {
      current.paren.push(atom);
      current.end = Math.max(current.end, atom.end);
      continue;
    }
    const lower = lowerOf(atom);
    const next = atoms[i + 1];
    if (gap.includes(";")) pending = ";";
    // A comma before "with", "including"... adds to the ask before it, not to a list.
    else if (gap.includes(",") && pending === null)
      pending = isWord(atom) && BREAK_AFTER_COMMA.has(lower) ? ";" : ",";
    if (gap.includes("&") && pending !== ";") pending = "and";
    // "at or above", "Series C or later", "7th and 8th grade": not a list.
    const isPhraseOr = lower === "or" && next && isWord(next) && PHRASE_OR_NEXT.has(lowerOf(next));
    const isNumberPair = isNumberLike(atoms[i - 1]) && isNumberLike(next);
    // "drop-and-hook", "pick-and-pack": one word.
    const isHyphenated =
      gap === "-" && next !== undefined && text.slice(atom.end, next.start) === "-";
    if (
      isWord(atom) &&
      (lower === "and" || lower === "or") &&
      (isNumberPair || isHyphenated) &&
      current
    ) {
      current.atoms.push(atom);
      current.end = atom.end;
      continue;
    }
    // "such as", "e.g." (and "including" after a kind of thing) open a list of examples,
    // read like a parenthesis.
    const lastOfCurrent = current?.atoms[current.atoms.length - 1];
    const isKindBefore =
      lastOfCurrent !== undefined &&
      isWord(lastOfCurrent) &&
      CATEGORY_HEADS.has(lowerOf(lastOfCurrent));
    if (
      isWord(atom) &&
      current &&
      ((lower === "including" && isKindBefore) ||
        lower === "e" ||
        (lower === "such" && next && lowerOf(next) === "as"))
    ) {
      examples = true;
      continue;
    }
    if (isWord(atom) && lower === "including" && current) {
      pending = ";";
      continue;
    }
    // "compliance with TRID, RESPA and HMDA", "in accordance with the 2021 International
    // Fire Code": the rules named are the asks, and "compliance" no ask beside them.
    if (isWord(atom) && lower === "with" && current && namesRules(atoms, i, text)) {
      current.atoms.pop();
      const last = current.atoms.at(-1);
      if (last) current.end = last.end;
      else segments.pop();
      current = segments.at(-1) ?? null;
      pending = ";";
      continue;
    }
    // "meet closing deadlines while juggling competing priorities": two asks.
    if (isWord(atom) && lower === "while" && current && next && /ing$/.test(lowerOf(next))) {
      pending = ";";
      continue;
    }
    // "..., focusing on ADL retraining, cognition and ...": what the work covers, asked.
    if (isWord(atom) && FOCUS_WORDS.has(lower) && next && isWord(next) && current) {
      if (lowerOf(next) === "on" || lowerOf(next) === "in") {
        pending = ";";
        prevEnd = next.end;
        i++;
        continue;
      }
    }
    if (examples && current && !gap.includes(";")) {
      if (lower !== "as" && lower !== "g") current.paren.push(atom);
      current.end = Math.max(current.end, atom.end);
      continue;
    }
    examples = false;
    if (isWord(atom) && (lower === "and" || (lower === "or" && !isPhraseOr))) {
      // "and/or" reads as "or".
      if (pending !== ";") pending = lower === "or" ? "or" : "and";
      continue;
    }
    // "a wind energy program plus 1 year of field experience": two asks, or the years
    // already read ("... is a plus" is no conjunction).
    if (isWord(atom) && lower === "plus" && current && lowerOf(atoms[i - 1]) !== "a") {
      pending = ";";
      continue;
    }
    // "to" before a duty verb starts a new ask: "... data to group students".
    if (isWord(atom) && lower === "to" && next && isVerb(next) && current) {
      pending = ";";
      continue;
    }
    if (!current || pending !== null) {
      current = {
        start: atom.start,
        end: atom.end,
        atoms: [atom],
        paren: [],
        sep: current ? pending : null,
      };
      segments.push(current);
      pending = null;
      continue;
    }
    current.atoms.push(atom);
    current.end = atom.end;
  }
  return segments;
}
