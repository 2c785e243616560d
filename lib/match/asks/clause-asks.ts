import { ACTION_VERBS } from "../action-verbs";
import { alternativeGroups, alternativesLabel, type SkillUnit } from "../alternatives";
import { wordKeys } from "../nlp/word-key";
import { jurisdictionOf } from "../places";
import { getSkill, matchSkills } from "../skill-matcher";
import { ADVANCED_RE, STOP_WORDS } from "../stop-words";
import { skillConcept, termsOf } from "../terms";
import type { RequirementKind } from "../types";
import { formParts } from "../evidence/skill-evidence";
import { isContentTerm } from "./concept-sets";
import { atomsOf, isContentAtom, itemGroups, PREPOSITIONS, type Atom, type Item } from "./items";
import { structuredAsks } from "./structured";
import type { JobAsk, Span, WeightedConcept } from "./types";

/*
 * The asks of one clause. Structured asks take their spans first; the rest is read as a
 * list of items (items.ts). An item made of skills is one skill ask per skill (or group of
 * alternatives); any other item is a phrase ask kept whole, its head words weighing more
 * than what follows a preposition ("expansion for a portfolio of enterprise customers").
 * Examples in parentheses or after "such as" ("ATS (Greenhouse, Lever or Ashby)") show
 * the ask too; an "or similar" item adds nothing.
 */

const CREDENTIAL_RE =
  /\b(?:licen[cs]e[ds]?|licensure|certifications?|certificates?|certified|credentials?|registration|endorsements?|card)\b/i;
const OR_KIND_RE = /\bor (?:an?\s+)?(?:other|another|similar|comparable|equivalent)\b/i;
const OR_SIMILAR_RE = /^(?:an?\s+)?(?:similar|equivalent|other|another|comparable|related|any)\b/i;
// Where the heart of an item starts: after filler such as "Strong", "Experience with".
const FILLER = new Set(
  `strong excellent proven solid demonstrated good great exceptional outstanding deep broad
  extensive working thorough sound familiarity knowledge understanding experience experienced
  ability able track record history proficiency proficient expertise comfortable skilled
  background willingness willing desire passion keen hands-on`.split(/\s+/),
);
const SCOPE_WORDS = new Set([...PREPOSITIONS, "including"]);
const MAX_LABEL_WORDS = 10;
const HEAD_WEIGHT = 1;
const MODIFIER_WEIGHT = 0.5;
const SCOPE_FACTOR = 0.25;
const EMPTY_HEADS = new Set(
  `program programs programme programmes initiative initiatives process processes environment
  environments setting settings field industry sector role roles function functions activities
  efforts tasks matters issues`.split(/\s+/),
);
const WEAK_VERBS = new Set(
  `run own drive manage support handle use work help provide ensure perform conduct maintain
  complete prepare build make take keep bring do get set hold partner collaborate participate
  contribute assist serve`.split(/\s+/),
);
// Verbs that are the ask themselves: "mentor other engineers", "negotiate contracts".
const STRONG_VERBS = new Set(
  `mentor coach teach train negotiate recruit hire supervise audit reconcile diagnose install
  repair weld inspect sell prospect close tutor counsel treat differentiate`.split(/\s+/),
);
const isVerbLike = (lower: string) => ACTION_VERBS.has(lower) || /ing$/.test(lower);
const COMMON = new Set(
  `customer client service data report plan program programme operation operations account
  staff department store office user process standard practice policy procedure activity
  issue information record order item material equipment site software platform tool
  application management support general daily internal external level task work business`.split(
    /\s+/,
  ),
);
let commonKeys: Set<string> | null = null;
const isCommon = (lower: string, key: string) => {
  commonKeys ??= new Set(wordKeys([...COMMON]));
  return COMMON.has(lower) || commonKeys.has(key);
};

/** The item's atoms from its first meaningful one (skipping filler and stop words). */
function heartAtoms(item: Item): Atom[] {
  const first = item.atoms.findIndex(
    (a) => a.unit || (!STOP_WORDS.has(a.terms[0].lower) && !FILLER.has(a.terms[0].lower)),
  );
  return first < 0 ? [] : item.atoms.slice(first);
}

/**
 * What the item asks for: from its first content word to the next preposition. Generic
 * words before it ("Partner with hiring managers") lead in; words after a preposition
 * scope it ("... on role scoping").
 */
function headAtoms(heart: Atom[]): Atom[] {
  const from = heart.findIndex(isContentAtom);
  if (from < 0) return [];
  const at = heart.findIndex((a, i) => i > from && !a.unit && SCOPE_WORDS.has(a.terms[0].lower));
  return at < 0 ? heart.slice(from) : heart.slice(from, at);
}

/** A skill unit as one concept: any of its skills ("PostgreSQL or MySQL"), in any form. */
function unitConcept(unit: SkillUnit, text: string): WeightedConcept {
  return {
    concept: skillConcept(unit.ids[0]),
    anyOf: unit.ids.map(skillConcept),
    weight: HEAD_WEIGHT,
    word: text.slice(unit.start, unit.end),
    forms: unit.ids.flatMap(formParts),
  };
}

/** Weighted concepts of an item's words: the head noun 1, modifiers and verbs less. */
function itemConcepts(heart: Atom[], text: string): WeightedConcept[] {
  const head = headAtoms(heart);
  const out: WeightedConcept[] = [];
  const content = head.filter(isContentAtom);
  const last = content[content.length - 1];
  heart.forEach((atom) => {
    if (!isContentAtom(atom)) return;
    const inScope = !head.includes(atom);
    const factor = inScope ? SCOPE_FACTOR : 1;
    if (atom.unit) {
      const c = unitConcept(atom.unit, text);
      out.push({ ...c, weight: c.weight * factor });
      return;
    }
    const term = atom.terms[0];
    if (!isContentTerm(term) || out.some((c) => c.concept === term.concept)) return;
    const isVerbLead = atom === content[0] && content.length > 1 && isVerbLike(term.lower);
    // The head noun weighs most, unless it only names a kind ("programs", "environment");
    // a leading verb counts unless it says nothing ("run", "own", "support").
    // A verb that says nothing ("run", "own", "maintain") is no part of the ask; other
    // verbs count half, the head noun and its modifiers in full.
    if (isVerbLead && WEAK_VERBS.has(term.lower)) return;
    const isMinor =
      atom === last
        ? EMPTY_HEADS.has(term.lower)
        : isVerbLead
          ? !STRONG_VERBS.has(term.lower)
          : isCommon(term.lower, term.key);
    const base = isMinor ? MODIFIER_WEIGHT : HEAD_WEIGHT;
    out.push({ concept: term.concept, weight: base * factor, word: term.text, key: term.key });
  });
  return out;
}

function skillAsk(
  units: SkillUnit[],
  clause: string,
  kind: RequirementKind,
  asked?: string,
): JobAsk {
  const ids = [...new Set(units.flatMap((u) => u.ids))];
  const names = ids.map((id) => getSkill(id).name);
  const isCredential = ids.every((id) =>
    ["license", "certification"].includes(getSkill(id).category),
  );
  const jurisdiction = isCredential ? jurisdictionOf(clause) : null;
  const name = ids.length > 1 ? alternativesLabel(names) : names[0];
  return {
    type: jurisdiction ? "licence" : "skill",
    keyword: jurisdiction ? `${name} (${jurisdiction})` : name,
    kind,
    asked: asked ?? clause.slice(units[0].start, units[units.length - 1].end),
    skillIds: ids,
    ...(jurisdiction ? { jurisdiction } : {}),
  };
}

/** "Advanced Excel", "strong proficiency in TypeScript": the level word stands just before. */
function isAskedAdvanced(clause: string, asked: string): boolean {
  const at = clause.indexOf(asked);
  if (at < 0) return false;
  const before = clause.slice(Math.max(0, at - 30), at);
  return ADVANCED_RE.test(before) || ADVANCED_RE.test(asked);
}

function labelOf(clause: string, heart: Atom[], item: Item): string {
  // Skills after a preposition are asks of their own: the label stops before them
  // ("maintain schedules", not "... in Microsoft Project").
  const head = headAtoms(heart);
  const tailUnit = heart.find((a) => a.unit && !head.includes(a));
  const upTo =
    tailUnit && !head.some((a) => a.unit) ? heart.slice(0, heart.indexOf(tailUnit)) : heart;
  const lastContent = [...upTo].reverse().find(isContentAtom);
  const end =
    item.paren.length > 0
      ? Math.max(item.end, clause.indexOf(")", item.end) + 1)
      : (lastContent?.end ?? item.end);
  let words = clause.slice(heart[0].start, end).trim().split(/\s+/);
  // A long label loses its parenthesis whole rather than in the middle.
  if (words.length > MAX_LABEL_WORDS && item.paren.length > 0)
    words = clause
      .slice(heart[0].start, lastContent?.end ?? item.end)
      .trim()
      .split(/\s+/);
  return words.slice(0, MAX_LABEL_WORDS).join(" ");
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

type ReadItem = {
  heart: Atom[];
  /** Skills the item asks for (before any preposition), or none for a phrase item. */
  headUnits: SkillUnit[];
  /** Skills in its parentheses or after "such as": examples that show it. */
  examples: SkillUnit[];
  /** Skills after a preposition: asks of their own ("Python in AWS"). */
  tailUnits: SkillUnit[];
  /** The phrase's concepts, for an item that is not only skills. */
  concepts: WeightedConcept[] | null;
  label: string;
  /** Where the item's words start and end in the clause. */
  start: number;
  end: number;
  /** Only its skills after a kind word are asks ("Cloud experience with AWS"). */
  isTailOnly?: boolean;
};

function readItem(clause: string, item: Item, isAlternative = false): ReadItem | null {
  const heart = heartAtoms(item);
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
    (headNouns.length === 0 || (headNouns.length === 1 && tailContent.every((a) => a.unit)));
  if (!isSkillItem && isTail) {
    return {
      heart,
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
  if (concepts && !isAlternative && isFragment(heart, item.paren, clause)) return null;
  // A credential's subject is part of it: "educator certification (Mathematics 7-12)".
  const parenWords = item.paren.filter((a) => !a.unit && isContentAtom(a));
  if (concepts && CREDENTIAL_RE.test(label) && parenWords.length > 0)
    concepts = [...concepts, ...itemConcepts(parenWords, clause)];
  return {
    heart,
    headUnits: isSkillItem ? headUnits : [],
    examples: item.paren.filter((a) => a.unit).map((a) => a.unit!),
    tailUnits: units.filter((u) => !head.some((a) => a.unit === u)),
    concepts,
    label,
    // A skill item is asked in its own words, from its first skill.
    start: isSkillItem && headUnits[0] ? headUnits[0].start : heart[0].start,
    // A skill item's own words run to its end: "P&L accountability".
    end: isSkillItem
      ? Math.max(heart[0].start + label.length, lastNonStop(item)?.end ?? 0)
      : heart[0].start + label.length,
  };
}

function phraseAsk(
  label: string,
  concepts: WeightedConcept[][],
  clause: string,
  kind: RequirementKind,
): JobAsk {
  const isCredential = CREDENTIAL_RE.test(label);
  const jurisdiction = isCredential ? jurisdictionOf(clause) : null;
  return {
    type: isCredential ? "licence" : "phrase",
    keyword: label,
    kind,
    asked: label,
    concepts: concepts.filter((set) => set.length > 0),
    ...(jurisdiction ? { jurisdiction } : {}),
  };
}

/** One list group (one item, or alternatives joined by "or") as asks. */
function groupAsks(clause: string, group: Item[], kind: RequirementKind): JobAsk[] {
  const items = group
    .filter(
      (item, i) =>
        i === 0 ||
        !OR_SIMILAR_RE.test(clause.slice(item.start, item.end).trim()) ||
        item.atoms.some((a) => a.unit),
    )
    .map((item) => readItem(clause, item, group.length > 1))
    .filter((item): item is ReadItem => item !== null);
  if (items.length === 0) return [];
  const tails = items.flatMap((item) => item.tailUnits.map((u) => skillAsk([u], clause, kind)));
  if (items.every((item) => item.isTailOnly)) return tails;
  // The posting's words for the whole group: "Payments, fintech or double-entry ledger",
  // "distribution or another inventory-heavy business".
  const groupEnd = Math.max(
    ...items.map((item) => item.end),
    group.length > items.length ? group[group.length - 1].end : 0,
  );
  const asked = clause.slice(items[0].start, groupEnd).trim();
  if (items.length === 1 && items[0].concepts === null) {
    const { headUnits, examples } = items[0];
    // "React TypeScript" without a separator is still two asks; examples go with the last.
    const separate = headUnits.slice(0, -1).map((u) => skillAsk([u], clause, kind));
    const ask = skillAsk([...headUnits.slice(-1), ...examples], clause, kind, asked);
    // "Med-surg certification" asks for the certificate, not the experience.
    if (CREDENTIAL_RE.test(asked)) ask.type = "licence";
    return [...separate, ask, ...tails];
  }
  if (items.every((item) => item.concepts === null)) {
    const units = items.flatMap((item) => [...item.headUnits, ...item.examples]);
    return [skillAsk(units, clause, kind, asked), ...tails];
  }
  const alternatives = items.flatMap((item) => [
    item.concepts ?? item.headUnits.map((u) => unitConcept(u, clause)),
    ...item.examples.map((u) => [unitConcept(u, clause)]),
  ]);
  return [
    phraseAsk(
      asked
        .split(/\s+/)
        .slice(0, MAX_LABEL_WORDS * 2)
        .join(" "),
      alternatives,
      clause,
      kind,
    ),
    ...tails,
  ];
}

const DEPARTMENTS = new Set([
  "sales",
  "marketing",
  "finance",
  "product",
  "engineering",
  "operations",
  "design",
  "legal",
  "support",
  "hr",
  "it",
  "security",
  "procurement",
  "accounting",
]);

/** "Partner with Sales and Product": a team's name in capitals, not a skill. */
function isDepartment(text: string, start: number, end: number): boolean {
  const word = text.slice(start, end);
  if (!DEPARTMENTS.has(word.toLowerCase()) || !/^[A-Z]/.test(word)) return false;
  return (
    /\b(?:with|and|across|from|to|by|for)\s+(?:our\s+|the\s+)?$/i.test(text.slice(0, start)) ||
    /^\s+(?:and|teams?|leaders|leadership)\b/i.test(text.slice(end))
  );
}

/** The clause with the taken spans blanked out (offsets kept), so lists break there. */
function blankOut(clause: string, taken: Span[]): string {
  let out = clause;
  for (const span of taken)
    out = out.slice(0, span.start) + ";".padEnd(span.end - span.start, " ") + out.slice(span.end);
  return out;
}

// What follows "in how you ..." or "that you ..." describes the ask; it asks nothing more.
const SUBORDINATE_RE = /\s(?:in how|how|that|where|when|so that|which) you\b.*$/i;
// Words at the end that only say how much it is wanted: "... is strongly preferred".
const KIND_TAIL_RE =
  /[\s,;]+(?:(?:is|are|would be|will be)\s+)?(?:(?:strongly|highly|very much)\s+)?(?:preferred(?: but not required)?|required|a (?:big |huge )?plus|an? (?:advantage|bonus)|essential|desirable|desired|nice to have|helpful|a must|mandatory)\.?\s*$/i;
// Words before the ask that only say how well: "at home in a CRM", "comfortable with AWS".
const FILLER_LEAD_RE =
  /^\s*(?:be\s+)?(?:at home|at ease|comfortable|conversant|fluent|fluency|familiar|familiarity|proficient|proficiency|skilled|well-versed|versed|exposure)\s+(?:in|with|on|to)\s+|^\s*(?:help|assist|support)\s+(?:our|the|a|your)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:with|on)\s+/i;

/** The clause without the words that do not ask: how well, how much, what it is for. */
// "Candidates enrolled in a programme will be considered" tells, it does not ask.
const CONSIDERED_RE = /\b(?:will be|are|is|also)\s+considered\b|\bconsidered\.?$/i;

export function trimClause(clause: string): string {
  if (CONSIDERED_RE.test(clause)) return "";
  let text = clause.replace(SUBORDINATE_RE, "");
  for (let i = 0; i < 2; i++) text = text.replace(KIND_TAIL_RE, "").replace(FILLER_LEAD_RE, "");
  return text;
}

export function clauseAsks(rawClause: string, kind: RequirementKind): JobAsk[] {
  const clause = trimClause(rawClause);
  const found = structuredAsks(clause, kind);
  const text = blankOut(
    clause,
    found.map((f) => f.span),
  );
  const skills = matchSkills(text).filter((m) => !isDepartment(text, m.start, m.end));
  const units = alternativeGroups(text, skills);
  const terms = termsOf(text, undefined, [], skills).filter((t) => t.concept !== "" || t.isSkill);
  for (const t of terms) if (!t.isSkill && isDepartment(text, t.start, t.end)) t.isNoise = true;
  const atoms = atomsOf(terms, units);
  const asks = found.map((f) => f.ask);
  // "3+ years of Python and Django" asks for Python and Django too.
  for (const f of found.filter((f) => f.ask.type === "years")) {
    const area = clause.slice(f.span.start, f.span.end);
    for (const unit of alternativeGroups(area, matchSkills(area)))
      asks.push(
        skillAsk(
          [{ ...unit, start: unit.start + f.span.start, end: unit.end + f.span.start }],
          clause,
          kind,
        ),
      );
  }
  for (const group of itemGroups(text, atoms)) {
    for (const ask of groupAsks(clause, group, kind)) {
      if (ask.type === "skill" && isAskedAdvanced(clause, ask.asked)) ask.isAdvanced = true;
      asks.push(ask);
    }
  }
  return asks;
}
