import { alternativeGroups, alternativesLabel, type SkillUnit } from "../alternatives";
import { jurisdictionOf } from "../places";
import { withSimilar } from "../evidence/skill-evidence";
import { getSkill, matchSkills } from "../skill-matcher";
import { ADVANCED_RE } from "../stop-words";
import { termsOf } from "../terms";
import { tokenize } from "../tokenize";
import type { RequirementKind } from "../types";
import { atomsOf, type Item } from "./atoms";
import { itemGroups } from "./items";
import {
  CREDENTIAL_RE,
  MAX_LABEL_WORDS,
  OR_KIND_RE,
  OR_SIMILAR_RE,
  readItem,
  type ReadItem,
} from "./read-item";
import { asName, splitProducts } from "./paren-examples";
import { unitConcept } from "./item-concepts";
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
  // "Algebra I for advanced 8th graders" asks for Algebra; the level is the students'.
  const own = asked.split(/(?<!\s)\s+(?:for|to|with|in|on|at|of|by)\s+/i)[0];
  return ADVANCED_RE.test(before) || ADVANCED_RE.test(own);
}

const CREDENTIAL_AFTER_RE = /^\s*(?:licen[cs]e|certification|certificate|registration)\b/i;

// "Registered Veterinary Technician", "Registered Dietitian": a title held by registration.
const REGISTERED_TITLE_RE = /^Registered\s+[A-Z][a-z]+/;
// "Colorado local anesthesia permit": an ask that is a permit held. "Pull building
// permits" and "hot work permits" are work, and "as schedule permits" a verb.
const HELD_PERMIT_RE = /(?<!\b(?:building|work|as\s+\w+)\s+)\bpermit$/i;
// "FAA Inspection Authorization (IA)": an agency's authorization is held like a licence;
// "prior authorizations" and "work authorization" are not.
const AGENCY_AUTHORIZATION_RE = /\b[A-Z]{2,5}(?:\s+[A-Z][a-z]+){0,3}\s+Authorization\b/;

function phraseAsk(
  label: string,
  concepts: WeightedConcept[][],
  clause: string,
  kind: RequirementKind,
  asked = label,
): JobAsk {
  const at = clause.indexOf(label);
  // "Fear Free certification" is named "Fear Free", and asks for the certificate.
  const isCredential =
    CREDENTIAL_RE.test(label) ||
    REGISTERED_TITLE_RE.test(label) ||
    HELD_PERMIT_RE.test(label.trim()) ||
    AGENCY_AUTHORIZATION_RE.test(label) ||
    (at >= 0 && CREDENTIAL_AFTER_RE.test(clause.slice(at + label.length)));
  const jurisdiction = isCredential ? jurisdictionOf(clause) : null;
  return {
    type: isCredential ? "licence" : "phrase",
    keyword: label,
    kind,
    asked,
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
  if (items.every((item) => item.isTailOnly))
    return items.flatMap((item) => item.tailUnits.map((u) => skillAsk([u], clause, kind)));
  // "Training in motivational interviewing or trauma-informed practice": a skill named after
  // a kind word is one of the group's alternatives, not an ask of its own.
  const isOneOf = (item: ReadItem) => item.isTailOnly === true && items.length > 1;
  const tails = items
    .filter((item) => !isOneOf(item))
    .flatMap((item) => item.tailUnits.map((u) => skillAsk([u], clause, kind)));
  // The posting's words for the whole group: "Payments, fintech or double-entry ledger",
  // "distribution or another inventory-heavy business".
  const groupEnd = Math.max(
    ...items.map((item) => item.end),
    group.length > items.length ? group[group.length - 1].end : 0,
  );
  // A credential word after the item, with a state, names what is asked: "Active Ohio
  // cosmetology license" asks for the licence in Ohio, not for cosmetology anywhere.
  const credential = jurisdictionOf(clause)
    ? CREDENTIAL_AFTER_RE.exec(clause.slice(groupEnd))
    : null;
  const asked = clause.slice(items[0].start, groupEnd + (credential?.[0].length ?? 0)).trim();
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
  const orSimilar = OR_KIND_RE.test(asked);
  const alternatives = items
    .flatMap((item) => [
      ...(isOneOf(item) ? item.tailUnits.map((u) => [unitConcept(u, clause)]) : []),
      ...splitProducts(item.concepts ?? item.headUnits.map((u) => unitConcept(u, clause))),
      ...(item.withLeadVerb ? [item.withLeadVerb] : []),
      ...item.examples.map((u) => [
        unitConcept(orSimilar ? { ...u, ids: withSimilar(u.ids) } : u, clause),
      ]),
      ...item.parenPhrases.flatMap(splitProducts),
    ])
    .map(asName);
  const label = asked
    .split(/\s+/)
    .slice(0, MAX_LABEL_WORDS * 2)
    .join(" ");
  const named = items.length === 1 ? items[0].named : undefined;
  return [phraseAsk(named ?? label, alternatives, clause, kind, label), ...tails];
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
// Figures of speech ask for nothing a résumé could show.
const IDIOM_RE =
  /\b(?:help )?(?:raise the bar|hit the ground running|wear(?:ing)? many hats|move the needle|roll up (?:your|their) sleeves|think outside the box)\b|\b(?:proven )?(?:success )?in a similar (?:seat|role|position|capacity)\b/gi;

const idiomSpans = (clause: string): Span[] =>
  [...clause.matchAll(IDIOM_RE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));

function blankOut(clause: string, taken: Span[]): string {
  let out = clause;
  for (const span of taken)
    out = out.slice(0, span.start) + ";".padEnd(span.end - span.start, " ") + out.slice(span.end);
  return out;
}

// What follows "in how you ..." or "that you ..." describes the ask; it asks nothing more.
const SUBORDINATE_RE =
  /\s(?:in how|how|that|where|when|so that|which) you\b.*$|\s(?:that |which )?(?:our|your|the) (?:[\w-]+ ){0,4}?(?:act|acts|rely|relies|depend|depends|draw|draws) on\s*$/i;
// Words at the end that only say how much it is wanted: "... is strongly preferred".
const KIND_TAIL_RE =
  /(?<![\s,;])[\s,;]+(?:(?:is|are|would be|will be)\s+)?(?:(?:strongly|highly|very much)\s+)?(?:preferred(?: but not required)?|required|a (?:big |huge )?plus|an? (?:advantage|bonus)|essential|desirable|desired|nice to have|helpful|a must|mandatory)\.?\s*$/i;
// Words before the ask that only say how well: "at home in a CRM", "comfortable with AWS".
const FILLER_LEAD_RE =
  /^\s*(?:be\s+)?(?:at home|at ease|comfortable|conversant|fluent|fluency|familiar|familiarity|proficient|proficiency|skilled|well-versed|versed|exposure)\s+(?:in|with|on|to)\s+|^\s*(?:help|assist|support)\s+(?:our|the|a|your)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:with|on)\s+/i;

/** The clause without the words that do not ask: how well, how much, what it is for. */
// "Candidates enrolled in a programme will be considered" tells, it does not ask.
const CONSIDERED_RE = /\b(?:will be|are|is|also)\s+considered\b|\bconsidered\.?$/i;

// "A track record of ..." says how well; "Track containers" is a duty.
const TRACK_RECORD_RE = /\btrack[- ]record\b/gi;
// "(new graduates with a completed practicum will be considered)": only the brackets tell.
const CONSIDERED_PAREN_RE = /\((?=[^()]{0,300}\))[^()]*\bconsidered\b[^()]*\)/gi;

export function trimClause(rawClause: string): string {
  const clause = rawClause
    .replace(CONSIDERED_PAREN_RE, (m) => " ".repeat(m.length))
    .replace(TRACK_RECORD_RE, (m) => " ".repeat(m.length));
  if (CONSIDERED_RE.test(clause)) return "";
  let text = clause.replace(SUBORDINATE_RE, "");
  for (let i = 0; i < 2; i++) text = text.replace(KIND_TAIL_RE, "").replace(FILLER_LEAD_RE, "");
  return text;
}

// A parenthesis right after a years ask qualifies those years: "(discrete or process)",
// "(install-only experience doesn't count toward this)".
const PAREN_AFTER_RE = /^\s*\([^()]{0,200}\)/;
// "3+ years of claims handling experience, field or desk": which kind of years, at the end.
const KIND_AFTER_RE = /^\s*,\s*(?:[\w-]+\s+){0,2}or\s+[\w-]+(?:\s+[\w-]+)?\s*[.;]?\s*$/;

/** A years ask's span with the parenthesis or "field or desk" that follows it. */
function withQualifier(clause: string, f: { ask: JobAsk; span: Span }): Span {
  if (f.ask.type !== "years") return f.span;
  const paren =
    PAREN_AFTER_RE.exec(clause.slice(f.span.end)) ?? KIND_AFTER_RE.exec(clause.slice(f.span.end));
  return paren ? { start: f.span.start, end: f.span.end + paren[0].length } : f.span;
}

const AS_ROLE_RE = /\bas\s+(?:an?\s+)?$/i;

export function clauseAsks(rawClause: string, kind: RequirementKind): JobAsk[] {
  const clause = trimClause(rawClause);
  const found = structuredAsks(clause, kind).map((f) => ({ ...f, span: withQualifier(clause, f) }));
  const text = blankOut(clause, [...found.map((f) => f.span), ...idiomSpans(clause)]);
  const tokens = tokenize(text);
  const skills = matchSkills(text, tokens).filter((m) => !isDepartment(text, m.start, m.end));
  const units = alternativeGroups(text, skills);
  const terms = termsOf(text, tokens, [], skills).filter((t) => t.concept !== "" || t.isSkill);
  for (const t of terms) if (!t.isSkill && isDepartment(text, t.start, t.end)) t.isNoise = true;
  const atoms = atomsOf(terms, units);
  const asks = found.map((f) => f.ask);
  // "3+ years of Python and Django" asks for Python and Django too; "3+ years of data
  // analysis" names a field, and "2+ years as a wind turbine technician" a role, which the
  // years ask already measures.
  for (const f of found.filter((f) => f.ask.type === "years")) {
    const area = clause.slice(f.span.start, f.span.end);
    for (const unit of alternativeGroups(area, matchSkills(area)))
      if (
        unit.ids.some((id) => getSkill(id).category !== "method") &&
        !AS_ROLE_RE.test(area.slice(0, unit.start))
      )
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
