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

function verbForm(word: string): string | null {
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

/**
 * The line as something the candidate can say: "I led ..." when it opens with a verb,
 * "my certifications include BLS, ACLS" for a labelled list, "my work includes
 * blueprint reading ..." for a noun phrase, otherwise quoted as written.
 */
export function sayLine(line: string): string {
  const said = firstPerson(line);
  if (said) return said;
  const text = stripBullet(line);
  const label = LABEL_RE.exec(text);
  if (label) return asSentence(`my ${label[1].toLowerCase()} include ${label[2]}`);
  const [first] = text.split(" ");
  if (!QUOTE_AS_WRITTEN_RE.test(text) && /^\p{Lu}\p{Ll}+$/u.test(first))
    return asSentence(`my work includes ${first.toLowerCase()}${text.slice(first.length)}`);
  return `my experience includes "${asSentence(text)}"`;
}
