import { ACTION_VERBS } from "@/lib/match/action-verbs";
import { LABEL_RE } from "./evidence";
import { stripBullet } from "@/lib/match/bullets";
import { asSentence } from "./text";

// Words ending in "-ed" that describe a person, not an action ("Licensed electrician").
const ADJECTIVES = new Set(
  `licensed certified registered qualified experienced skilled seasoned dedicated motivated
  accomplished talented accredited detailed credentialed advanced varied related based`.split(
    /\s+/,
  ),
);

export function verbForm(word: string): string | null {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower) || ADJECTIVES.has(lower)) return null;
  if (ACTION_VERBS.has(lower) || (lower.length > 4 && lower.endsWith("ed"))) return lower;
  // "Manages" -> "manage", "Builds" -> "build": the first person drops the -s.
  for (const cut of [1, 2]) {
    const base = lower.slice(0, -cut);
    if (lower.endsWith("s") && ACTION_VERBS.has(base)) return base;
  }
  return null;
}

/**
 * The line in the first person ("Led migration..." -> "I led migration..."), or null
 * when it does not open with a verb. Only the first word's case changes.
 */
export function firstPerson(line: string): string | null {
  const text = stripBullet(line);
  if (/^I\s/.test(text)) return asSentence(text);
  const match = /^(\S+)(\s.*)$/.exec(text);
  if (!match) return null;
  const verb = verbForm(match[1]);
  return verb ? asSentence(`I ${verb}${match[2]}`) : null;
}

// A noun phrase of work ("Blueprint reading and ...") reads on after "my work includes";
// a credential or a two-part line ("OSHA 10 card; follow LOTO") is quoted instead.
const QUOTE_AS_WRITTEN_RE = /;|\b(?:licen[cs]e[ds]?|certified|certification|card)\b/i;
const CREDENTIAL_RE = /\b(?:certified|certification|certificate|licen[cs]e)\b/i;

/**
 * "X; Y" as one sentence: "I built the model that flags churn risk, and cut churn from 11%
 * to 6%" when Y opens with a verb, "I own 38 accounts, with a 96% renewal rate" otherwise.
 */
export function joinClauses(text: string): string {
  const parts = text.split(/\s*;\s*/).filter(Boolean);
  if (parts.length < 2) return text;
  return parts.reduce((out, part) => {
    const [first] = part.split(" ");
    if (verbForm(first)) return `${out}, and ${part[0].toLowerCase()}${part.slice(1)}`;
    return `${out}, with ${/^\d/.test(part) ? "a " : ""}${part}`;
  });
}

/** A summary that opens with a noun phrase ("Customer success leader with...") said as "I am a ...". */
function introduce(text: string): string {
  const [first, ...rest] = text.split(/(?<=[.!?])\s+/);
  const opensWithRole =
    /^\p{Lu}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]*){0,3}\s+(?:with|who|focused|specializing|specialising)\b/u.test(
      first,
    );
  const lead =
    opensWithRole && !/^I\s/.test(first)
      ? `I am ${/^[aeiou]/i.test(first) ? "an" : "a"} ${first[0].toLowerCase()}${first.slice(1)}`
      : first;
  return [asSentence(lead), ...rest.map(asSentence)].join(" ");
}

/**
 * The line as something the candidate can say: "I led ..." when it opens with a verb,
 * "my certifications include BLS, ACLS" for a labelled list, "my work includes
 * blueprint reading ..." for a noun phrase, otherwise quoted as written.
 */
export function sayLine(line: string): string {
  const text = joinClauses(stripBullet(line));
  // Already prose in the first person: "Customer success leader with 8 years. I run QBRs...".
  if (/(?:^|[.!?]\s+)I\s/.test(text)) return introduce(text);
  const said = firstPerson(text);
  if (said) return said;
  // A credential is held: "I am certified in dry needling", "I hold the AWS Certified ...".
  if (/^(?:certified|licensed|registered)\b/i.test(text))
    return asSentence(`I am ${text[0].toLowerCase()}${text.slice(1)}`);
  if (CREDENTIAL_RE.test(text) && !LABEL_RE.test(text))
    return asSentence(`I hold ${/^(?:the|a|an)\s/i.test(text) ? "" : "the "}${text}`);
  const label = LABEL_RE.exec(text);
  if (label) return asSentence(`my ${label[1].toLowerCase()} include ${label[2]}`);
  const [first] = text.split(" ");
  if (!QUOTE_AS_WRITTEN_RE.test(text) && /^\p{Lu}\p{Ll}+$/u.test(first))
    return asSentence(`my work includes ${first.toLowerCase()}${text.slice(first.length)}`);
  return `my experience includes "${asSentence(text)}"`;
}
