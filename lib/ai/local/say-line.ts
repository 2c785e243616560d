import { LABEL_RE } from "./evidence";
import { stripBullet } from "./resume-sections";
import { asSentence } from "./text";

// Résumé bullets usually open with a verb; these are the common ones that do not end in
// "-ed", plus base forms ("Own the close", "Run clusters").
const VERBS = new Set(
  `led lead built build ran run wrote write grew grow set made make won drove drive used sold
  sell taught teach brought began took gave held met cut oversaw oversee found kept keep sent
  spent own manage maintain provide prepare supervise document design develop create deliver
  coordinate support train mentor service repair install administer analyse analyze handle
  schedule process reconcile track plan perform conduct assist serve negotiate review
  implement test monitor operate use work help partner collaborate launch ship migrate
  automate direct recruit hire close prospect pick pack load advise consult audit draft edit
  produce present research configure deploy optimise optimize improve increase reduce raise
  scale instruct care treat assess respond diagnose inspect weld wire fit program code
  obtain resolve verify answer walk check post coach tutor send organize organise apply
  update facilitate complete carry place enter investigate reset hold take greet collect
  evaluate identify establish ensure compile calculate troubleshoot educate`.split(/\s+/),
);
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
  if (VERBS.has(lower) || (lower.length > 4 && lower.endsWith("ed"))) return lower;
  // "Manages" -> "manage", "Builds" -> "build": the first person drops the -s.
  for (const cut of [1, 2]) {
    const base = lower.slice(0, -cut);
    if (lower.endsWith("s") && VERBS.has(base)) return base;
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
