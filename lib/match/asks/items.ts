import { ACTION_VERBS } from "../action-verbs";
import type { SkillUnit } from "../alternatives";
import { wordKeys } from "../nlp/word-key";
import { isPlaceOrStage } from "../places";
import type { Term } from "../terms";

/*
 * A clause's list structure, the way a recruiter reads it: items separated by commas,
 * "and" and "or", where a comma takes the conjunction that closes its list ("A, B or C" is
 * one ask with alternatives, "A, B and C" three asks). Vocabulary skills and their own
 * groups ("Zendesk or Freshdesk") are atoms. Two readings keep words together:
 * a shared head ("renewal and expansion targets", "medications and IV therapy") and
 * verbs sharing an object ("Hiring, developing and retaining a management team").
 * A new duty verb after "and" ("... and resolve discrepancies") or "to" starts a new ask.
 */

export type Atom = { start: number; end: number; terms: Term[]; unit?: SkillUnit };
export type Item = {
  start: number;
  end: number;
  atoms: Atom[];
  paren: Atom[];
  /** The head a one-word item shares with the last of its list: "renewal" in "renewal, expansion and advocacy targets". */
  sharedHead?: Atom;
};
/** One ask's items: several when they are alternatives ("or"). */
export type ItemGroup = Item[];

type Segment = Item & {
  sep: "," | ";" | "and" | "or" | null;
  /** Verbs that share the object after them: "hire, train and schedule". */
  isVerbList?: boolean;
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
]);

const isWord = (atom: Atom) => !atom.unit;
const lowerOf = (atom: Atom) => (atom.unit ? "" : atom.terms[0].lower);
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
const isVerb = (atom: Atom) => {
  if (!isWord(atom)) return false;
  verbKeys ??= new Set(wordKeys([...ACTION_VERBS]));
  return ACTION_VERBS.has(lowerOf(atom)) || verbKeys.has(atom.terms[0].key);
};
const contentCount = (item: Item) => item.atoms.filter(isContentAtom).length;
/** Content atoms after any leading verb ("hitting renewal" has one: renewal). */
const objectCount = (item: Item) => {
  const content = item.atoms.filter(isContentAtom);
  const lead = content[0] && (isVerb(content[0]) || /ing$/.test(lowerOf(content[0]))) ? 1 : 0;
  return content.length - lead;
};
/** Content words before the item's first preposition: "expansion targets at the org" has 2. */
const headCount = (item: Item) => {
  const at = item.atoms.findIndex((a, i) => i > 0 && isWord(a) && PREPOSITIONS.has(lowerOf(a)));
  const head = (at < 0 ? item.atoms : item.atoms.slice(0, at)).filter(isContentAtom);
  return head.reduce(
    (n, a) =>
      n + a.terms.filter((t) => !t.isNoise).reduce((w, t) => w + t.text.split(/\s+/).length, 0),
    0,
  );
};
/** Content words after the item's last preposition: "reviews with plant" has 1. */
const scopeTailCount = (item: Item) => {
  const at = item.atoms.findLastIndex((a, i) => i > 0 && isWord(a) && PREPOSITIONS.has(lowerOf(a)));
  return at < 0 ? 0 : item.atoms.slice(at + 1).filter(isContentAtom).length;
};
const startsWithVerb = (item: Item) => {
  const first = item.atoms.find(isContentAtom);
  return first !== undefined && isVerb(first);
};
// "including" lists examples after a kind of thing ("office software, including Excel"),
// and more asks after anything else ("mathematics, including Algebra I").
const CATEGORY_HEADS = new Set(
  `software tools systems platforms languages databases frameworks applications programs
  methods methodologies certifications suites technologies equipment instruments packages
  tool system platform language database framework application`.split(/\s+/),
);
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

function segmentsOf(text: string, atoms: Atom[]): Segment[] {
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

/** The conjunction each separator stands for: a comma takes its list's closing one. */
function resolveJoins(segments: Segment[]): ("and" | "or" | "break")[] {
  const joins: ("and" | "or" | "break")[] = new Array(segments.length).fill("break");
  let closing: "and" | "or" = "and";
  for (let i = segments.length - 1; i > 0; i--) {
    const sep = segments[i].sep;
    if (sep === "and" || sep === "or") closing = sep;
    if (sep === ";" || sep === null) {
      joins[i] = "break";
      closing = "and";
    } else joins[i] = sep === "," ? closing : sep;
    // A duty verb after the list starts a new ask whatever joins it.
    // ... unless the list is of verbs that share it: "hire, train and schedule managers".
    if (
      isVerb(segments[i].atoms[0]) &&
      contentCount(segments[i]) > 1 &&
      joins[i] === "and" &&
      !(segments[i - 1].atoms.length === 1 && isVerb(segments[i - 1].atoms[0]))
    )
      joins[i] = "break";
  }
  return joins;
}

function merge(a: Item, b: Item): Item {
  return {
    start: a.start,
    end: b.end,
    atoms: [...a.atoms, ...b.atoms],
    paren: [...a.paren, ...b.paren],
  };
}

/**
 * "Own renewal, expansion and advocacy targets": in a list of three or more whose items before
 * the last are one word each, those words share the last item's head noun. Not a list whose
 * items have words of their own ("journal entries, accruals and prepaid schedules").
 */
const MAX_LIST = 12;

function markSharedHeads(segments: Segment[], joins: ReturnType<typeof resolveJoins>): void {
  for (let k = 2; k < segments.length; k++) {
    // "A, B or C" are alternatives, read as one ask elsewhere.
    if (segments[k].sep !== "and") continue;
    let i = k - 1;
    while (i > 0 && k - i < MAX_LIST && segments[i].sep === "," && joins[i] !== "break") i--;
    const earlier = segments.slice(i, k);
    if (earlier.length < 2) continue;
    const isOneWord = (s: Segment) =>
      objectCount(s) === 1 && s.paren.length === 0 && s.atoms.every((a) => !a.unit);
    const last = segments[k];
    const headEnd = last.atoms.findIndex(
      (a, j) => j > 0 && isWord(a) && PREPOSITIONS.has(lowerOf(a)),
    );
    const head = (headEnd < 0 ? last.atoms : last.atoms.slice(0, headEnd)).filter(isContentAtom);
    const noun = head[head.length - 1];
    if (!earlier.every(isOneWord) || head.length < 2 || !noun || noun.unit || isVerb(noun))
      continue;
    for (const item of earlier) item.sharedHead = noun;
  }
}

// "Hire, train and schedule": longer runs of verbs are not a list that shares an object.
const MAX_VERB_LIST = 6;

/** The clause's asks as groups of items; a group of several is one ask's alternatives. */
export function itemGroups(text: string, atoms: Atom[]): ItemGroup[] {
  const segments = segmentsOf(text, atoms);
  const joins = resolveJoins(segments);
  markSharedHeads(segments, joins);
  const groups: ItemGroup[] = [];
  let i = 0;
  while (i < segments.length) {
    const item: Segment = segments[i];
    const join = joins[i + 1];
    const next = segments[i + 1];
    if (item.sharedHead) {
      groups.push([item]);
      i++;
      continue;
    }
    // Verbs sharing an object: "Hiring, developing and retaining a management team".
    if (
      next &&
      join !== "break" &&
      (item.atoms.length === 1 || (item.isVerbList && item.atoms.length < MAX_VERB_LIST)) &&
      item.atoms.every(isVerb) &&
      contentCount(next) >= 1
    ) {
      segments[i + 1] = { ...merge(item, next), sep: next.sep, isVerbList: true };
      i++;
      continue;
    }
    // A shared head: "renewal and expansion targets", "medications and IV therapy",
    // "renewals and expansion for enterprise customers"; not two skills ("React and Go"),
    // a multi-word skill ("formative assessment and STAAR data") or the last of a comma
    // list ("journal entries, accruals and prepaid schedules").
    const nextFirst = next?.atoms.find(isContentAtom);
    const itemUnit = item.atoms.find((a) => a.unit);
    const closesList = item.sep === "," || segments[i - 1]?.sep === ",";
    if (
      next &&
      join === "and" &&
      !closesList &&
      item.paren.length === 0 &&
      headCount(next) >= 2 &&
      ((objectCount(item) === 1 &&
        !(
          itemUnit &&
          (nextFirst?.unit || itemUnit.terms.length > 1 || /\s/.test(itemUnit.terms[0].text))
        )) ||
        // "... with plant and corporate leadership": the scope's last word shares the head.
        (scopeTailCount(item) === 1 && !item.atoms[item.atoms.length - 1].unit && !nextFirst?.unit))
    ) {
      segments[i + 1] = { ...merge(item, next), sep: next.sep };
      i++;
      continue;
    }
    // One verb, several objects: "educate patients and families", "Coordinate architects,
    // contractors, clinical leaders and vendors".
    if (
      next &&
      join === "and" &&
      startsWithVerb(item) &&
      !startsWithVerb(next) &&
      headCount(next) === 1 &&
      !nextFirst?.unit
    ) {
      segments[i + 1] = { ...merge(item, next), sep: next.sep };
      i++;
      continue;
    }
    const group: Item[] = [item];
    while (joins[i + 1] === "or") {
      i++;
      group.push(segments[i]);
    }
    groups.push(group);
    i++;
  }
  return groups;
}
