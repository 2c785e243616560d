/*
 * A clause's list structure, the way a recruiter reads it: items separated by commas,
 * "and" and "or", where a comma takes the conjunction that closes its list ("A, B or C" is
 * one ask with alternatives, "A, B and C" three asks). Vocabulary skills and their own
 * groups ("Zendesk or Freshdesk") are atoms. Two readings keep words together:
 * a shared head ("renewal and expansion targets", "medications and IV therapy") and
 * verbs sharing an object ("Hiring, developing and retaining a management team").
 * A new duty verb after "and" ("... and resolve discrepancies") or "to" starts a new ask.
 */

import {
  isContentAtom,
  isVerb,
  isWord,
  lowerOf,
  PREPOSITIONS,
  segmentsOf,
  type Atom,
  type Item,
  type ItemGroup,
  type Segment,
} from "./atoms";
import { wordKeys } from "../nlp/word-key";
import { canBeVerb } from "../nlp/wordnet-verbs";

const contentCount = (item: Item) => item.atoms.filter(isContentAtom).length;
/** Content atoms after any leading verb ("hitting renewal" has one: renewal). */
const objectCount = (item: Item) => {
  const content = item.atoms.filter(isContentAtom);
  const isLead = (a: Atom | undefined) => !!a && (isVerb(a) || /ing$/.test(lowerOf(a)));
  // "Install and repair tank": every verb of a list that shares the object leads.
  let lead = isLead(content[0]) ? 1 : 0;
  if ((item as Segment).isVerbList)
    while (lead < content.length - 1 && isLead(content[lead])) lead++;
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
/** Where the item's last preposition stands ("to" in "advisory to children"), or -1. */
const scopeAt = (item: Item) =>
  item.atoms.findLastIndex((a, i) => i > 0 && isWord(a) && PREPOSITIONS.has(lowerOf(a)));
/** Content words after the item's last preposition: "reviews with plant" has 1. */
const scopeTailCount = (item: Item) => {
  const at = scopeAt(item);
  return at < 0 ? 0 : item.atoms.slice(at + 1).filter(isContentAtom).length;
};
// Prepositions whose objects are whom or what the work serves, listed: "to children, teens
// and parents", "across Meta, Google and TikTok"; not stages ("through design, construction").
const OBJECT_LIST_PREPOSITIONS = new Set(["to", "for", "with", "across", "among"]);
const opensObjectList = (item: Item) =>
  scopeTailCount(item) === 1 && OBJECT_LIST_PREPOSITIONS.has(lowerOf(item.atoms[scopeAt(item)]));
/**
 * A skill the posting writes as a name, capitalised inside its sentence: "Incoterms and
 * international shipping" are two asks, not "Incoterms shipping".
 */
const isNamedInText = (text: string, atom: Atom) =>
  /^\p{Lu}/u.test(text.slice(atom.start, atom.end)) && /\p{L}/u.test(text.slice(0, atom.start));
/** A word of letters, not a skill or a figure ("$5M"). */
const isPlainWord = (atom: Atom) => !atom.unit && /^\p{L}+$/u.test(lowerOf(atom));
const startsWithVerb = (item: Item) => {
  const first = item.atoms.find(isContentAtom);
  return first !== undefined && isVerb(first);
};
/** A last object of no weight of its own ("tools"), not a verb ("developing"). */
const isGenericObject = (item: Item) =>
  item.atoms.length === 1 &&
  isWord(item.atoms[0]) &&
  !isVerb(item.atoms[0]) &&
  !/ing$/.test(lowerOf(item.atoms[0]));
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
 * items have words of their own ("journal entries, accruals and prepaid schedules"), nor one
 * of plural nouns, which name things of their own ("capacitors, contactors and control
 * boards"): English puts a noun before another in the singular ("renewal targets").
 */
const MAX_LIST = 12;
// Plural in form, yet said before a noun: "sales targets", "claims handling".
const PLURAL_MODIFIERS = new Set(
  "sales operations claims communications systems services goods savings earnings arms".split(" "),
);

/** A plural noun: "pumps", "batteries", "boxes" (its key is its singular's). */
function isPluralNoun(atom: Atom): boolean {
  const word = lowerOf(atom);
  if (!/[^sui]s$/.test(word) || /ics$/.test(word) || PLURAL_MODIFIERS.has(word)) return false;
  const singulars = [word.slice(0, -1), word.replace(/ies$/, "y"), word.replace(/es$/, "")];
  const [key, ...others] = wordKeys([word, ...singulars]);
  return others.some((other, i) => other === key && singulars[i] !== word);
}

function markSharedHeads(
  text: string,
  segments: Segment[],
  joins: ReturnType<typeof resolveJoins>,
): void {
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
    const sharing = earlier.filter(
      (item) => !isPluralNoun(item.atoms.filter(isContentAtom).at(-1)!),
    );
    for (const item of sharing) item.sharedHead = noun;
    // Each fault is asked on its own, and troubleshot: the verb names the later ones too.
    const [first] = earlier;
    const object = first.atoms.filter(isContentAtom).at(-1)!;
    // "Diagnose and repair engine, ...": both verbs.
    const before = segments[i - 1];
    const opens =
      before && first.sep === "and" && before.atoms.filter(isContentAtom).every(isVerb)
        ? before
        : first;
    const verb = startsWithVerb(first) ? text.slice(opens.start, object.start).trim() : "";
    if (verb && sharing.length === earlier.length)
      for (const item of [...earlier.slice(1), last]) item.sharedVerb = verb;
  }
}

/**
 * An object standing as its own ask after "and" keeps the verb its duty opened with:
 * "Prune shrubs and small ornamental trees" prunes the trees too.
 */
function markLeadVerb(segments: Segment[], joins: string[], at: number): void {
  const item = segments[at];
  if (at === 0 || joins[at] !== "and" || startsWithVerb(item) || item.sharedHead) return;
  // "draw blood" after "Place IV catheters": a verb of its own.
  const own = item.atoms.find(isContentAtom);
  if (own && !own.unit && canBeVerb(lowerOf(own))) return;
  for (let i = at - 1; i >= 0; i--) {
    const first = segments[i].atoms.find(isContentAtom);
    // The clause's first word is its duty's verb when it can be one ("Prune shrubs").
    if (first && (isVerb(first) || (i === 0 && !first.unit && canBeVerb(lowerOf(first))))) {
      item.leadVerb = first;
      return;
    }
    if (joins[i] === "break") return;
  }
}

// "Hire, train and schedule": longer runs of verbs are not a list that shares an object.
const MAX_VERB_LIST = 6;

/** The clause's asks as groups of items; a group of several is one ask's alternatives. */
export function itemGroups(text: string, atoms: Atom[]): ItemGroup[] {
  const segments = segmentsOf(text, atoms);
  const joins = resolveJoins(segments);
  markSharedHeads(text, segments, joins);
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
      // "Diagnose and repair engine, drivability and HVAC concerns": the object keeps its head.
      segments[i + 1] = {
        ...merge(item, next),
        sep: next.sep,
        isVerbList: true,
        ...(next.sharedHead ? { sharedHead: next.sharedHead } : {}),
      };
      i++;
      continue;
    }
    // A shared head: "renewal and expansion targets", "medications and IV therapy",
    // "renewals and expansion for enterprise customers"; not two skills ("React and Go"),
    // a multi-word skill ("formative assessment and STAAR data") or the last of a comma
    // list ("journal entries, accruals and prepaid schedules").
    const nextFirst = next?.atoms.find(isContentAtom);
    const itemUnit = item.atoms.find((a) => a.unit);
    // A duty after a comma opens a new ask ("..., meeting response and resolution SLAs").
    const closesList = !startsWithVerb(item) && (item.sep === "," || segments[i - 1]?.sep === ",");
    if (
      next &&
      join === "and" &&
      !closesList &&
      item.paren.length === 0 &&
      !(itemUnit && isNamedInText(text, itemUnit)) &&
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
    // One preposition, several objects: "advisory to children, teens, parents and teachers
    // at the desk" is one ask for whom it serves, not "teachers at the desk" on its own.
    if (
      next &&
      join === "and" &&
      (item.isObjectList || opensObjectList(item)) &&
      isPlainWord(item.atoms[item.atoms.length - 1]) &&
      nextFirst !== undefined &&
      isPlainWord(nextFirst) &&
      // The last of three or more may be two words: "insureds, contractors and public adjusters".
      (headCount(next) === 1 || (item.isObjectList === true && headCount(next) === 2)) &&
      !startsWithVerb(next)
    ) {
      segments[i + 1] = { ...merge(item, next), sep: next.sep, isObjectList: true };
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
      // "... parts, supplies and tools": a generic last object is still one of them.
      (headCount(next) === 1 || (headCount(next) === 0 && isGenericObject(next))) &&
      !nextFirst?.unit
    ) {
      segments[i + 1] = { ...merge(item, next), sep: next.sep };
      i++;
      continue;
    }
    markLeadVerb(segments, joins, i);
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
