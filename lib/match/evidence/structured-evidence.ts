import type { JobAsk, WeightedConcept } from "../asks/types";
import { languagesIn } from "../asks/structured";
import { degreeMentions, DEGREE_LEVELS } from "../degrees";
import { yearsCovered } from "../resume/dates";
import {
  headcountFacts,
  LEADER_TITLE_RE,
  managesManagers,
  statedYears,
  teamFacts,
  type TeamFact,
} from "../resume/facts";
import { lineConcepts, type ResumeIndex, type ResumeLine } from "../resume/index-resume";
import { fromIndex } from "../resume/index-memo";
import { STOP_WORDS } from "../stop-words";
import { termsOf, type Term } from "../terms";
import { FIELD_SIGNS } from "../vocabulary/field-signs";
import { isEvidenceLine, LINE_SHARE, showsConcept } from "./concept-evidence";
import { totalWeight } from "../asks/concept-sets";

/** What a structured ask found: the line to quote, whether it meets the ask, and why. */
export type Checked = {
  line: ResumeLine | null;
  covered: boolean;
  detail: string;
  matched: string[];
};

// A month either way: "Feb 2024 – Present" in November 2026 is 2.8 years, not 3.
const YEARS_SLACK = 0.1;
const EQUIVALENT_YEARS = 4;

export const round = (value: number) => Math.round(value * 10) / 10;

/** A measured span as a person says it: "about 10 months" under a year, else "about 4.4 years". */
function aboutDuration(years: number): string {
  const months = Math.round(years * 12);
  if (months < 12) return `about ${months} ${months === 1 ? "month" : "months"}`;
  const rounded = round(years);
  return `about ${rounded} ${rounded === 1 ? "year" : "years"}`;
}

/** Whether every main word of some alternative is there: "acute care nursing" needs all three. */
function hasAll(concepts: Set<string>, alternatives: WeightedConcept[][]): boolean {
  return alternatives.some((set) =>
    set.filter((c) => c.weight >= 1).every((c) => showsConcept(concepts, c)),
  );
}

/** The largest share of an alternative's weight that the concepts show. */
export function shareOf(concepts: Set<string>, alternatives: WeightedConcept[][]): number {
  let best = 0;
  for (const set of alternatives) {
    const total = totalWeight(set);
    const shown = set.filter((c) => showsConcept(concepts, c));
    if (total > 0) best = Math.max(best, totalWeight(shown) / total);
  }
  return best;
}

function conceptsOfText(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of termsOf(text)) {
    if (!t.concept) continue;
    out.add(t.concept);
    for (const p of t.parts) out.add(p);
  }
  return out;
}

const FIELDS = FIELD_SIGNS.map(({ field, signs }) => ({
  field: conceptsOfText(field),
  signs: signs.map((sign) => termsOf(sign).filter((t) => t.concept && !STOP_WORDS.has(t.lower))),
}));

// A term is there as itself or as all of its words ("drop and hook" as "drop-and-hook").
const hasTerm = (concepts: Set<string>, term: Term) =>
  concepts.has(term.concept!) ||
  (term.parts.length > 0 && term.parts.every((p) => concepts.has(p)));

// A degree or certificate line that follows the last role without a heading of its own
// ("B.S. Marketing — 2024") is schooling, not the role's work.
const isSchoolingLine = (text: string) =>
  degreeMentions(text).length > 0 || /\bcertific/i.test(text);

// "Send them to our customs broker", "our forwarder handles the booking": another party
// named by its trade (up to three words after "our" or "the", the last ending -er or -or);
// "as the night supervisor" is the person.
const OTHER_TRADE_RE =
  /(?<!\bas\s)\b(?:our|the|their|outside|external)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/giu;
const TRADE_NOUN_RE = /(?:er|or)s?$/i;

/** A line's concepts without the words that name another party's trade. */
function ownWorkConcepts(line: ResumeLine): Set<string> {
  const spans: { start: number; end: number }[] = [];
  for (const m of line.text.matchAll(OTHER_TRADE_RE)) {
    const words = m[1].split(/\s+/);
    const last = words.findLastIndex((w) => TRADE_NOUN_RE.test(w));
    if (last < 0) continue;
    const start = m.index + m[0].length - m[1].length;
    spans.push({ start, end: start + words.slice(0, last + 1).join(" ").length });
  }
  if (spans.length === 0) return line.concepts;
  const own = line.terms.filter((t) => !spans.some((s) => t.start >= s.start && t.end <= s.end));
  return lineConcepts(own, line.kind);
}

/** Concepts of a role: its heading, the work under it, and the fields that work signs. */
const roleConcepts = (index: ResumeIndex, r: number): Set<string> =>
  fromIndex(index, `role concepts ${r}`, () => readRoleConcepts(index, r));

function readRoleConcepts(index: ResumeIndex, r: number): Set<string> {
  const role = index.roles[r];
  const out = new Set<string>();
  for (const at of [role.line, ...role.body]) {
    if (at !== role.line && isSchoolingLine(index.lines[at].text)) continue;
    for (const c of ownWorkConcepts(index.lines[at])) out.add(c);
  }
  for (const { field, signs } of FIELDS) {
    if (signs.some((sign) => sign.length > 0 && sign.every((t) => hasTerm(out, t))))
      for (const c of field) out.add(c);
  }
  return out;
}

/** Every "8 years in B2B SaaS" the résumé states, with its line. */
const statedFigures = (index: ResumeIndex) =>
  fromIndex(index, "stated years", () =>
    index.lines
      .filter(isEvidenceLine)
      .flatMap((line) => statedYears(line.text).map((s) => ({ ...s, line }))),
  );

// "1 year as lead installer or crew lead": years at a rank, counted in roles held at it.
const RANK_ASK_RE =
  /\bas\s+(?:an?\s+)?(?:lead|senior|chief|head|principal)\b|\b(?:crew|team|shift|line|group)\s+(?:lead|leader|chief)\b|\b(?:supervisor|foreman|superintendent)\b/i;
const RANK_HELD_RE =
  /\b(?:lead|leader|senior|sr|chief|head|principal|supervisor|foreman|superintendent|manager)\b/i;
// "Lead a crew of 4", "Ran the night shift": a role's line that says it led.
const LED_LINE_RE =
  /^\W*(?:lead|led|run|ran|supervise[ds]?)\s+(?:(?:a|the|my|our)\s+)?(?:[\w-]+\s+)?(?:crew|team|shift)s?\b/i;

const heldAtRank = (index: ResumeIndex, r: number) =>
  RANK_HELD_RE.test(index.roles[r].title) ||
  RANK_HELD_RE.test(index.lines[index.roles[r].line].text.split(/[,|–—]/)[0]) ||
  index.roles[r].body.some((at) => LED_LINE_RE.test(index.lines[at].text));

export function checkYears(ask: JobAsk, index: ResumeIndex): Checked {
  const wanted = ask.years ?? 0;
  const area = ask.area ?? [];
  const atRank = RANK_ASK_RE.test(ask.asked);
  const stated = statedFigures(index).filter(
    (s) =>
      (!atRank || RANK_HELD_RE.test(s.line.text)) &&
      (area.length === 0 ||
        hasAll(
          fromIndex(index, `about ${s.about}`, () => conceptsOfText(s.about)),
          area,
        )),
  );
  const roles = index.roles
    .map((role, r) => ({ role, r }))
    .filter(
      ({ r }) =>
        (!atRank || heldAtRank(index, r)) &&
        (area.length === 0 || hasAll(roleConcepts(index, r), area)),
    );
  const fromRoles = roles.length > 0 ? yearsCovered(roles.flatMap(({ role }) => role.ranges)) : 0;
  const fromStated = Math.max(0, ...stated.map((s) => s.years));
  const years = Math.max(fromRoles, fromStated);
  const line =
    fromRoles >= fromStated && roles.length > 0
      ? index.lines[roles[0].role.line]
      : (stated[0]?.line ?? null);
  const where = area.length > 0 ? "in matching roles" : "of dated experience";
  if (years === 0) {
    const why =
      index.roles.length === 0 && area.length === 0
        ? "the résumé's roles have no dates to count"
        : "no dated role or stated figure shows this";
    return { line: null, covered: false, detail: why, matched: [] };
  }
  return {
    line,
    covered: years >= wanted - YEARS_SLACK,
    detail: `${aboutDuration(years)} ${where}; the posting asks for ${wanted}+ ${wanted === 1 ? "year" : "years"}`,
    matched: [],
  };
}

// A line labelled with the person's lead role: "Lead hand on 2nd shift: support 7 operators".
const LEADER_LABEL_RE =
  /^[^\p{L}]*(?:[\p{L}-]+\s+){0,2}(?:lead|leader|supervisor|foreman|crew chief)(?:\s+[\p{L}\d-]+){0,4}\s*:/iu;

/** The team facts of a line: managed with a verb, or counted under a leader's title. */
function lineTeams(index: ResumeIndex, line: ResumeLine): TeamFact[] {
  const role = line.role === null ? null : index.roles[line.role];
  const isLeader =
    (role !== null && LEADER_TITLE_RE.test(role.title)) || LEADER_LABEL_RE.test(line.text);
  return [...teamFacts(line.text), ...(isLeader ? headcountFacts(line.text) : [])];
}

export function checkLeadership(ask: JobAsk, index: ResumeIndex): Checked {
  const work = index.lines.filter((l) => isEvidenceLine(l) && l.kind !== "skills");
  if (ask.managesManagers) {
    const line =
      work.find((l) => managesManagers(l.text) || lineTeams(index, l).some((t) => t.isManagers)) ??
      null;
    return {
      line,
      covered: line !== null,
      detail: line
        ? "managed managers"
        : "no line shows managing managers (managing a team is not the same)",
      matched: [],
    };
  }
  let best: { line: ResumeLine; size: number } | null = null;
  for (const line of work) {
    const size = Math.max(0, ...lineTeams(index, line).map((t) => t.size));
    if (size > 0 && (!best || size > best.size)) best = { line, size };
  }
  const wanted = ask.teamSize ?? 1;
  if (!best)
    return { line: null, covered: false, detail: "no line shows managing a team", matched: [] };
  return {
    line: best.line,
    covered: best.size >= wanted,
    detail:
      wanted > 1
        ? `largest team shown: ${best.size}; the posting asks for ${wanted}+ people`
        : `managed a team of ${best.size}`,
    matched: [],
  };
}

// Fields one degree can stand in for when the posting says "or a related field". Each
// member is a phrase met as a whole: "information systems" is not engineering.
const FIELD_FAMILIES = [
  "accounting|finance|business|economics|commerce",
  "computer science|software engineering|information technology|information systems|mathematics|computing|informatics",
  "nursing|health|healthcare",
  "education|teaching",
  "engineering|manufacturing|construction management",
  "communication|communications|marketing|journalism|english|media",
  "psychology|social work|sociology|counseling|counselling|human services",
  "law|legal|paralegal",
].map((family) =>
  family
    .split("|")
    .map((phrase) => termsOf(phrase).filter((t) => t.concept && !STOP_WORDS.has(t.lower))),
);

/** The families whose member phrases a set of concepts holds whole. */
const familiesOf = (concepts: Set<string>) =>
  FIELD_FAMILIES.flatMap((family, i) =>
    family.some((phrase) => phrase.length > 0 && phrase.every((t) => hasTerm(concepts, t)))
      ? [i]
      : [],
  );

const setConcepts = (set: WeightedConcept[]) =>
  new Set(set.flatMap((c) => [c.concept, ...(c.parts ?? [])]));

export function checkDegree(ask: JobAsk, index: ResumeIndex): Checked {
  const wanted = ask.degreeLevel ?? 2;
  const fields = ask.fields ?? [];
  // The families a degree in a related field may come from ("or a related field").
  const relatedFamilies = new Set(
    ask.orRelated ? fields.flatMap((set) => familiesOf(setConcepts(set))) : [],
  );
  let bestLevel: { line: ResumeLine; level: number } | null = null;
  for (const line of index.lines) {
    // The name line's letters count too: "Hannah Moore, BSN, RN".
    if (!isEvidenceLine(line) && !(line.kind === "header" && line.index === 0)) continue;
    for (const d of degreeMentions(line.text)) {
      if (d.level < wanted || d.isUnfinished) continue;
      // The whole line ("Business Administration, Accounting concentration") and the field a
      // degree's name carries ("BSN").
      const concepts = d.field
        ? new Set([...line.concepts, ...conceptsOfText(d.field)])
        : line.concepts;
      const fieldOk =
        fields.length === 0 ||
        shareOf(concepts, fields) >= LINE_SHARE ||
        (relatedFamilies.size > 0 && familiesOf(concepts).some((f) => relatedFamilies.has(f)));
      if (fieldOk) return { line, covered: true, detail: DEGREE_LEVELS[d.level], matched: [] };
      bestLevel ??= { line, level: d.level };
    }
  }
  // Anyone with a degree or a working life has finished school; résumés rarely say so.
  if (wanted === 0 && (bestLevel || index.roles.length > 0)) {
    const education = index.lines.find((l) => l.kind === "education" && l.text.trim());
    return {
      line: bestLevel?.line ?? education ?? index.lines[index.roles[0].line],
      covered: true,
      detail: "implied by the résumé's education or work history",
      matched: [],
    };
  }
  // With no degree line to show, the years are only what a recruiter may accept instead.
  if (ask.orEquivalent && (index.totalYears ?? 0) >= EQUIVALENT_YEARS) {
    const years = aboutDuration(index.totalYears!);
    return bestLevel
      ? {
          line: bestLevel.line,
          covered: true,
          detail: `equivalent experience: ${years}`,
          matched: [],
        }
      : {
          line: null,
          covered: false,
          detail: `no such degree is listed; the posting accepts equivalent experience, and the résumé shows ${years} of work`,
          matched: [],
        };
  }
  // The posting's own words for the degree: a degree word of ours could be one it never used.
  const detail = bestLevel
    ? "the degree listed is in another field"
    : `no ${ask.keyword} is listed`;
  return { line: bestLevel?.line ?? null, covered: false, detail, matched: [] };
}

const FLUENT_ASK_RE =
  /\b(?:bilingual|fluen\w*|native|proficien\w*|written and spoken|verbal and written)\b/i;
const SOME_LANGUAGE_RE =
  /\b(?:conversational|basic|beginner|elementary|limited|some|learning|intermediate)\b/i;

export function checkLanguage(ask: JobAsk, index: ResumeIndex): Checked {
  const wanted = (ask.language ?? "").toLowerCase();
  const line =
    index.lines.find(
      (l) => l.text && languagesIn(l.text).some((x) => x.toLowerCase() === wanted),
    ) ?? null;
  const matched = ask.language ? [ask.language] : [];
  if (!line)
    return { line: null, covered: false, detail: `${ask.language} is not mentioned`, matched };
  // "Bilingual" is not met by "conversational Spanish".
  if (FLUENT_ASK_RE.test(ask.asked) && SOME_LANGUAGE_RE.test(line.text))
    return {
      line: null,
      covered: false,
      detail: `the résumé shows some ${ask.language}; the posting asks for fluency`,
      matched,
    };
  return { line, covered: true, detail: "", matched };
}
