import { canBeVerb } from "@/lib/match/nlp/wordnet-verbs";
import { ACTION_VERBS } from "@/lib/match/action-verbs";
import { isVerbIn } from "@/lib/match/nlp/word-key";
import { OR_KIND_RE } from "@/lib/match/asks/read-item";

// A duty named as the work it is: its verbs as gerunds ("entering charges and submitting
// claims"), never a noun read as a verb ("scan tools", "progress notes").

// Trade duties' verbs the tagger reads as nouns ("Frame walls", "Take and position
// radiographs"); for naming a duty only, as the matcher reads its asks without them.
export const TRADE_VERBS: ReadonlySet<string> = new Set(
  "frame hang pour paint restore position restrain sand measure estimate dispense sterilize weed bill pin progress fertilize mow prune witness precept".split(
    " ",
  ),
);

// "Live unloads", "live calls": a word before a thing that says how it is, not a deed.
const DESCRIBING = new Set(["live"]);

function isDutyVerb(word: string): boolean {
  const verb = word.toLowerCase();
  // "reteach", "reroute": a listed verb done again.
  const again = /^re([a-z]{4,})$/.exec(verb)?.[1];
  return (
    (ACTION_VERBS.has(verb) || TRADE_VERBS.has(verb) || (!!again && ACTION_VERBS.has(again))) &&
    !DESCRIBING.has(verb) &&
    !/ing$/i.test(word) &&
    !PAST_FORMS.has(verb)
  );
}

/** A verb of a duty, known or as the tagger reads it in the phrase ("Restrain patients"). */
const isVerbOf = (phrase: string, word: string) =>
  isDutyVerb(word) ||
  (/^\p{L}+$/u.test(word) &&
    !DESCRIBING.has(word.toLowerCase()) &&
    !/(?:ing|ed)$/i.test(word) &&
    !PAST_FORMS.has(word.toLowerCase()) &&
    isVerbIn(phrase, word));

// Past forms the tagger reads as verbs that describe a noun ("paid search campaigns").
const PAST_FORMS = new Set(
  "paid led built made held sold won kept taught brought bought found spent sent known shown given".split(
    " ",
  ),
);

// "Block scheduling" is a noun before a gerund, not a duty.
// "Interview children", "interview candidates": a verb before the people it is done with
// ("interview loops" names a thing).
const INTERVIEWS_PEOPLE_RE = /^interview$/i;
const PEOPLE_NOUN_RE = /^(?:the|all|each|every|\p{L}+(?:ren|ents|ees|ates|ists|ers|ors|ians))$/iu;
export const interviewsPeople = (words: string[]) =>
  INTERVIEWS_PEOPLE_RE.test(words[0] ?? "") &&
  PEOPLE_NOUN_RE.test((words[1] ?? "").replace(/,$/, ""));

// "scan tools", "test equipment": a word before what it is done with names the thing.
const INSTRUMENT_RE = /^(?:tools?|equipment|machines?|kits?|devices?|instruments?|meters?)$/i;

export const leadsWithVerb = (phrase: string, words: string[]) =>
  // An acronym ("STEM and makerspace activities") names a thing, and so do "progress
  // notes" and "estimate reports".
  !/^[A-Z]{2,}$/.test(words[0]) &&
  // "Encompass LOS (or a comparable loan origination system)": a product's name, no duty.
  !OR_KIND_RE.test(phrase) &&
  !/^(?:notes?|reports?)$/i.test(words[1]) &&
  !(INSTRUMENT_RE.test(words[1].replace(/,$/, "")) && !isDutyVerb(words[0])) &&
  (isDutyVerb(words[0]) ||
    interviewsPeople(words) ||
    (!/ing\b/i.test(words[1]) && isVerbOf(phrase, words[0].replace(/,$/, ""))));

/** A second duty after "and" reads as work too: "entering charges and submitting claims". */
export function gerundSecondDuty(phrase: string, words: string[]): void {
  const and = words.findIndex((w, i) => i >= 2 && /^and$/i.test(w));
  const verb = words[and + 1];
  if (and < 0 || !verb || and + 2 >= words.length) return;
  if (!isDutyVerb(verb) && !isVerbOf(phrase, verb)) return;
  words[and + 1] = gerund(verb.toLowerCase());
}

/** The duty's verbs as the work they name: "inducing, monitoring and recovering patients". */
export function gerundVerbList(phrase: string, words: string[]): void {
  for (let at = 0; at < words.length - 1;) {
    const hasComma = words[at].endsWith(",");
    words[at] = `${gerund(words[at].replace(/,$/, "").toLowerCase())}${hasComma ? "," : ""}`;
    const next = hasComma ? at + 1 : /^(?:and|or)$/i.test(words[at + 1]) ? at + 2 : -1;
    if (next < 0 || next >= words.length - 1) return;
    // A list's last verb may read as a noun alone: "inspect, assemble and package sets".
    const word = words[next].replace(/,$/, "");
    if (!isVerbOf(phrase, word) && !(next > 1 && canBeVerb(word.toLowerCase()))) return;
    at = next;
  }
}

/** "run" -> "running", "drive" -> "driving", "partner" -> "partnering". */
// Verbs stressed on a last syllable of one vowel and a consonant double it: "submitting".
const DOUBLES_LAST = new Set(
  `submit commit admit permit omit emit transmit refer prefer confer defer infer control patrol
  compel expel propel occur recur incur transfer regret begin forget equip program`.split(/\s+/),
);

export function gerund(verb: string): string {
  if (DOUBLES_LAST.has(verb)) return `${verb}${verb.slice(-1)}ing`;
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}
