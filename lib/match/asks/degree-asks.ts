import { degreeMentions, type DegreeMention } from "../degrees";
import type { RequirementKind } from "../types";
import { conceptSets } from "./concept-sets";
import type { Found } from "./structured";

// A degree as a posting asks for it: its level, its fields, where it is from, and whether
// a related field or equivalent experience will do.

const OR_RELATED_RE =
  /\bor (?:a )?(?:closely |directly )?(?:related|similar|relevant|comparable)\b/i;
const OR_EQUIVALENT_RE =
  /\bor (?:an? )?(?:military )?equivalent\b|\bequivalent (?:work |practical )?experience\b/i;
const PREFERRED_NEAR_RE =
  /^[^;]{0,40}?\b(?:preferred|a plus|an advantage|desirable|ideally|nice to have)\b/i;
const REQUIRED_NEAR_RE = /^[^;]{0,40}?\b(?:required|must|mandatory|essential)\b/i;

const MORE_ASKS_RE = /,\s*(?:as is|as are|as well as|plus|and also)\b/i;
// "in social work, psychology, sociology or a closely related field": each named field
// answers. An item is a few words that do not start a qualifier ("a related field").
const MORE_FIELD_RE =
  /^\s*(?:,\s*(?:or\s+)?|or\s+|\/\s*)(?!(?:an?\s+|the\s+)?(?:closely\s+|directly\s+)?(?:related|similar|relevant|comparable|equivalent|other|another|any)\b)([A-Za-z][A-Za-z&-]*(?: [A-Za-z][A-Za-z&-]*){0,3})(?=\s*(?:[,;/().]|\bor\b|$))/;
const MAX_FIELDS = 6;

/** The fields a degree ask names: its own and any listed after it, each an alternative. */
function listedFields(clause: string, field: string, fieldAt: number, end: number) {
  const fields = [field];
  let at = fieldAt + field.length;
  for (let m = MORE_FIELD_RE.exec(clause.slice(at, end)); m && fields.length < MAX_FIELDS;) {
    fields.push(m[1]);
    at += m[0].length;
    m = MORE_FIELD_RE.exec(clause.slice(at, end));
  }
  return { fields, end: at };
}
const CERTIFICATE_OR_RE = /\b(?:certificate|diploma)\s+or\s+(?:an?\s+)?$/i;
// "a machining certificate or associate degree": the field named before the certificate,
// up to three words back to a word that is none ("a", "plus") or a mark.
const MAX_FIELD_WORDS = 3;
const FIELD_WORD_RE = /^[A-Za-z][\w&-]*$/;
const NOT_FIELD = new Set([
  "a",
  "an",
  "the",
  "plus",
  "and",
  "or",
  "with",
  "of",
  "in",
  "from",
  "any",
]);

/** The field before "certificate or ..." (which starts at `certAt`), and where it starts. */
function fieldBefore(clause: string, certAt: number): { field: string; at: number } | null {
  const before = clause.slice(Math.max(0, certAt - 80), certAt);
  if (!/\s$/.test(before)) return null;
  const words = before.trimEnd().split(/\s+/);
  let first = words.length;
  while (
    first > 0 &&
    words.length - first < MAX_FIELD_WORDS &&
    FIELD_WORD_RE.test(words[first - 1]) &&
    !NOT_FIELD.has(words[first - 1].toLowerCase())
  )
    first--;
  const field = words.slice(first).join(" ");
  const at = before.lastIndexOf(field);
  return field && at >= 0 ? { field, at: certAt - before.length + at } : null;
}

const OR_BETWEEN_RE = /^\s*(?:or|\/|or an?)\s*$/i;

const ACCREDITED_FROM_RE =
  /^\s+from\s+(?:an?\s+|the\s+)?[\w-]{1,30}\s+(?:accredited\s+|approved\s+)?(?:program|programme|school|university|college|institution)(?:\s*\([^()]{1,40}\))?/i;

/** "An associate's or bachelor's degree" is one ask, met by the lower of the two. */
function joinAlternatives(clause: string, mentions: DegreeMention[]): DegreeMention[] {
  const out: DegreeMention[] = [];
  for (const d of mentions) {
    const prev = out[out.length - 1];
    if (prev && OR_BETWEEN_RE.test(clause.slice(prev.index + prev.length, d.index)))
      out[out.length - 1] = {
        ...d,
        level: Math.min(prev.level, d.level),
        index: prev.index,
        length: d.index + d.length - prev.index,
      };
    else out.push(d);
  }
  return out;
}

/** "Bachelor's degree (B.S. or B.A.) in ...": the letters in brackets name the same degree. */
function insideLabel(clause: string, before: DegreeMention, d: DegreeMention): boolean {
  const fieldAt = before.field ? clause.indexOf(before.field, before.index) : -1;
  return fieldAt > d.index;
}

const LIST_BEFORE_RE = /(?:,|\band|\bor|&)\s*$/i;
// Degrees' letters that name other things too: multi-factor authentication, a medical
// assistant, a business analyst.
const AMBIGUOUS_LETTERS = new Set(["MFA", "MA", "MS", "BA", "BS"]);

/**
 * "scanners, VPN and MFA": such letters alone in a list of other things name one of those
 * things, not a degree; "BFA or MFA" is a list of degrees, and "RN license and BSN" asks
 * for the degree.
 */
function listedAmongOthers(clause: string, d: DegreeMention, all: DegreeMention[]): boolean {
  if (!AMBIGUOUS_LETTERS.has(clause.slice(d.index, d.index + d.length))) return false;
  const before = clause.slice(0, d.index);
  const connector = LIST_BEFORE_RE.exec(before);
  if (!connector) return false;
  const itemEnd = before.slice(0, connector.index).trimEnd().length;
  return !all.some((other) => other.index + other.length === itemEnd);
}

export function degrees(clause: string, kind: RequirementKind): Found[] {
  const found = degreeMentions(clause).sort((a, b) => a.index - b.index);
  const mentions = joinAlternatives(
    clause,
    found.filter((d) => !listedAmongOthers(clause, d, found)),
  ).filter((d, i, all) => i === 0 || !insideLabel(clause, all[i - 1], d));
  return mentions.map((d, i) => {
    const next = i + 1 < mentions.length ? mentions[i + 1].index : clause.length;
    // "..., as is experience in a design firm" is an ask of its own.
    const more = MORE_ASKS_RE.exec(clause.slice(d.index + d.length, next));
    const end = more ? d.index + d.length + more.index : next;
    const tail = clause.slice(d.index + d.length, end);
    const ownKind = PREFERRED_NEAR_RE.test(tail)
      ? "preferred"
      : REQUIRED_NEAR_RE.test(tail)
        ? "required"
        : kind;
    const fieldAt = d.field ? clause.indexOf(d.field, d.index) : -1;
    const named = /^\s+degree\b/i.exec(clause.slice(d.index + d.length))?.[0] ?? "";
    const listed =
      fieldAt >= 0 ? listedFields(clause, d.field, fieldAt, end) : { fields: [], end: -1 };
    const fieldsEnd = fieldAt >= 0 ? listed.end : d.index + d.length + named.length;
    // "... from an ALA-accredited program (MLS/MLIS)": where the degree is from is part of it.
    const from = ACCREDITED_FROM_RE.exec(clause.slice(fieldsEnd, end))?.[0].length ?? 0;
    const labelEnd = fieldsEnd + from;
    // "Certificate or associate degree in wind energy technology": any finished schooling
    // in the field will do.
    const certificate = CERTIFICATE_OR_RE.exec(clause.slice(0, d.index));
    const before = certificate && fieldAt < 0 ? fieldBefore(clause, certificate.index) : null;
    const start = before?.at ?? certificate?.index ?? d.index;
    const asked = clause.slice(start, labelEnd).trim();
    return {
      ask: {
        type: "degree",
        keyword: asked,
        kind: ownKind,
        asked,
        degreeLevel: d.level,
        // "BSN" names its field though the clause does not write it: nursing.
        fields: (before
          ? [before.field]
          : fieldAt >= 0
            ? listed.fields
            : d.field
              ? [d.field]
              : []
        ).flatMap(conceptSets),
        orRelated: OR_RELATED_RE.test(tail),
        orEquivalent: OR_EQUIVALENT_RE.test(tail),
        ...(certificate ? { isProgram: true } : {}),
      },
      span: { start, end },
    };
  });
}
