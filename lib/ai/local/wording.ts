import {
  alternativesOf,
  getSkill,
  matchSkills,
  VOCABULARY,
  type Requirement,
  type Skill,
} from "@/lib/match";
import { degreeMentions } from "@/lib/match/degrees";
import { languagesIn } from "@/lib/match/asks/structured";
import { jurisdictionOf } from "@/lib/match/places";
import { joinList, standsAlone, termOccurrences, uncapitalise } from "./text";
import { gerundSecondDuty, gerundVerbList, leadsWithVerb } from "./duty-gerunds";

// Letters whose names open with a vowel sound: "an HR", "an RN", "an SQL", but "a UX".
const VOWEL_LETTERS = new Set("AEFHILMNORSX");
// "u" said as "you" (a user, a unit, a university), not as in "an umbrella" or "an unusual".
const U_AS_YOU_RE = /^u(?:ni(?![mn])|s[aeu]|t[ei]|r[aeio]|k|biq|gand)/i;

/** "a" or "an" before a phrase, by how its first word sounds. */
export function articleFor(phrase: string): "a" | "an" {
  const word = phrase.trim().replace(/^[$£€"“'‘(]+/, "");
  if (/^\d/.test(word)) return /^(?:8|1[18](?!\d))/.test(word) ? "an" : "a";
  const first = word.split(/[\s/–—-]/)[0];
  // An acronym is said letter by letter ("HR", "B.S.", "CDL-A").
  if (/^(?:[A-Z][A-Z0-9&+]*|(?:[A-Z]\.)+[A-Z]?\.?)$/.test(first))
    return VOWEL_LETTERS.has(first[0]) ? "an" : "a";
  if (/^(?:eu|one\b|once\b)/i.test(word) || U_AS_YOU_RE.test(word)) return "a";
  if (/^(?:hour|honest|honou?r|heir)/i.test(word)) return "an";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** The phrase after "a" or "an": "an HR Manager", "a user", "an umbrella". */
export function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase}`;
}

/**
 * A name with the article the posting put before it ("using a multimeter"): "a
 * multimeter". A name in capitals, or one the posting never wrote after "a", stays as it is.
 */
export function asPosted(name: string, description: string): string {
  if (!/^[a-z][a-z-]*(?: [a-z][a-z-]*){0,2}$/.test(name)) return name;
  const text = description.toLowerCase();
  const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}-]/u.test(c);
  for (const article of ["a", "an"]) {
    const phrase = `${article} ${name}`;
    let at = text.indexOf(phrase);
    for (let tries = 0; at >= 0 && tries < MAX_ARTICLE_TRIES; tries++) {
      if (!isWordChar(text[at - 1]) && !isWordChar(text[at + phrase.length])) return phrase;
      at = text.indexOf(phrase, at + 1);
    }
  }
  return name;
}
const MAX_ARTICLE_TRIES = 50;

/** Names a requirement keyword the way the job or résumé writes it. */
export type Wording = (keyword: string) => string;

/** Each alternative of a group keyword ("Zendesk or Freshdesk") worded on its own. */
function eachAlternative(
  keyword: string,
  word: (name: string) => string,
  join: (names: string[]) => string,
): string | null {
  const names = alternativesOf(keyword);
  return names.length > 1 ? join(names.map(word)) : null;
}

/**
 * "Critical care" and "Prospecting" read in lower case mid-sentence; "Google Ads", "AWS"
 * and "Docker" keep their capitals (a single word only drops them for an -ing noun).
 */
export function midSentence(name: string): string {
  const group = eachAlternative(name, midSentence, (names) => joinList(names, "or"));
  if (group) return group;
  const words = name.split(" ");
  // "Spanish speaking" keeps its capital: a language or a place is a name.
  const isPlainFirst =
    /^\p{Lu}[\p{Ll}-]+$/u.test(words[0]) &&
    languagesIn(words[0]).length === 0 &&
    jurisdictionOf(words[0]) === null;
  const isCommonPhrase =
    isPlainFirst &&
    (words.length > 1 ? words.slice(1).every((w) => !/\p{Lu}/u.test(w)) : words[0].endsWith("ing"));
  return isCommonPhrase ? uncapitalise(name) : name;
}

/**
 * lib/match names skills canonically ("National Electrical Code" for "NEC"). Text shown
 * to the user keeps a keyword as the texts write it: the canonical name when a text uses
 * it (lower case if a text writes it so), otherwise the first form found, searching the
 * texts in order (the job first).
 */
export function makeWording(texts: string[]): Wording {
  const surfaces = new Map<string, string>();
  for (const text of texts) {
    for (const m of matchSkills(text)) {
      if (!standsAlone(text, m.start, m.end)) continue;
      const key = getSkill(m.skillId).name.toLowerCase();
      if (!surfaces.has(key)) surfaces.set(key, text.slice(m.start, m.end));
    }
  }
  const all = texts.join("\n");
  // Alternatives read as the ads write them, "Zendesk/Freshdesk", so that a list of
  // keywords stays clear: "I have not yet worked with Kubernetes or Zendesk/Freshdesk"
  // (with "or" when a name has its own slash, as "CI/CD" does).
  const slashed = (names: string[]) =>
    names.some((n) => n.includes("/")) ? joinList(names, "or") : names.join("/");
  const wording: Wording = (keyword) => {
    const group = eachAlternative(keyword, wording, slashed);
    if (group) return group;
    const found = termOccurrences(all, keyword).map((m) => m.text);
    if (found.length === 0) return midSentence(surfaces.get(keyword.toLowerCase()) ?? keyword);
    return found.find((form) => /^\p{Ll}/u.test(form)) ?? midSentence(keyword);
  };
  return wording;
}

let byName: Map<string, Skill> | null = null;

/**
 * The vocabulary skill a canonical keyword names (for alternatives, "Python or Go", the
 * first one's), or null for a phrase keyword.
 */
export function skillNamed(keyword: string): Skill | null {
  byName ??= new Map(VOCABULARY.skills.map((s) => [s.name.toLowerCase(), s]));
  return byName.get(alternativesOf(keyword)[0].toLowerCase()) ?? null;
}

/** True when the keyword is another name for this title ("RN" for "Registered Nurse"). */
export function namesTitle(keyword: string, title: string | null): boolean {
  if (!title) return false;
  const skill = skillNamed(keyword);
  const forms = skill ? [skill.name, ...skill.aliases] : [keyword];
  return forms.some((form) => form.toLowerCase() === title.toLowerCase());
}

const STRUCTURED = new Set(["years", "leadership", "budget", "degree", "language"]);
// Asks a résumé either meets or does not, measured: a licence, a degree, years, a team or
// budget of a size, a language.
const HARD_TYPES = new Set(["licence", ...STRUCTURED]);
// Scope, not substance: "expansion for a portfolio of enterprise customers".
const PREPOSITION_CUT_RE = /(?<!\s)\s+(?:for|across|within|throughout)\s.*$/i;
const PROSE_WORDS = 4;
const CUT_RE = /^(?:with|to|for|on|in|at|of|across|from|by|used|serving)$/i;
// A share is not whole without what it is of: "a third of pipeline", not "a third".
const SHARE_RE = /^(?:half|third|quarter|fifth|tenth|most|majority|part|share|portion|\d+%)$/i;
const isOfAShare = (words: string[], i: number) =>
  /^of$/i.test(words[i]) && SHARE_RE.test(words[i - 1] ?? "");

/** What sort of ask it is; a degree the posting's full stop cut off as a phrase ("B.S") is a degree. */
export function askType(r: Requirement): string {
  const isBareDegree =
    r.type === "phrase" &&
    r.keyword.split(/\s+/).length <= 2 &&
    degreeMentions(r.keyword.endsWith(".") ? r.keyword : `${r.keyword}.`).length > 0;
  return isBareDegree ? "degree" : (r.type ?? "skill");
}

/** Requirements to name in prose: skills, phrases and licences, not structured facts. */
export function isNameable(r: Requirement): boolean {
  return !STRUCTURED.has(askType(r));
}

/** A licence, a degree, years, a team or budget size or a language: met or not, measured. */
export function isHardRequirement(r: Requirement): boolean {
  return HARD_TYPES.has(askType(r));
}

// Words that say a credential is in force, never part of its name ("Valid WA driver's license").
const STATUS_WORDS = new Set(["Valid", "Active", "Current", "Unrestricted"]);
/** A status word opening a credential's name: "Current ServSafe Manager". */
export const STATUS_WORD_RE = new RegExp(`^(?:${[...STATUS_WORDS].join("|")})\\s+`, "i");

/**
 * A phrase's first word in lower case when it is capitalised only because it opens the
 * phrase ("Forklift certification", "Valid driver's license"); a place keeps its capital.
 */
export function lowerFirstWord(text: string): string {
  const [first, next] = text.split(" ");
  const isPlain = /^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*(?:'s)?$/u.test(first);
  // "Licensed Texas journeyman plumber": a status before a place is no name's first word.
  const isStatusBeforePlace =
    /^(?:Licensed|Certified|Registered)$/.test(first) && jurisdictionOf(next ?? "") !== null;
  const isSentenceCase =
    isPlain && (!/^\p{Lu}/u.test(next ?? "") || STATUS_WORDS.has(first) || isStatusBeforePlace);
  if (!isSentenceCase || jurisdictionOf(first) !== null) return text;
  return uncapitalise(text);
}

/**
 * A requirement named inside a sentence: a skill as the texts write it, a phrase by its
 * head ("run quarterly business reviews with executive sponsors" -> "running quarterly
 * business reviews"), in lower case unless it is a name or an acronym. `isWhole` names a
 * phrase in full, for a sentence that must not ask for less than was checked; a structured
 * ask ("3+ years of ...") is always named in full.
 */
export function proseName(
  r: Requirement,
  wording: Wording,
  { isWhole = false }: { isWhole?: boolean } = {},
): string {
  const type = askType(r);
  if (type === "skill" || skillNamed(r.keyword)) return wording(r.keyword);
  // "B.S" as the posting means it: "B.S.".
  if (type === "degree" && /^(?:[A-Z]\.)+[A-Z]$/.test(r.keyword)) return `${r.keyword}.`;
  const isFull = isWhole || STRUCTURED.has(type);
  // A colon starts detail ("run the whole building: roughly ..."); an ask ends without stops.
  let text = r.keyword.replace(/:\s.*$/, "").replace(/(?<![\s.,;:])[\s.,;:]+$/, "");
  if (!isFull) {
    text = text.replace(/(?<!\s)\s*\([^()]*\)\s*$/, "");
    const cut = text.split(/\s+/).length > 3 ? text.replace(PREPOSITION_CUT_RE, "") : text;
    // A cut that leaves the verb alone ("adjust for flour and humidity changes") names
    // nothing: "How do you approach adjust?". The duty stays whole and reads as work.
    const isLoneVerb = cut !== text && !/\s/.test(cut) && leadsWithVerb(text, text.split(/\s+/));
    if (!isLoneVerb) text = cut;
  }
  // "built on early literacy practices" describes a duty; what it names is the practices.
  text = text.replace(DESCRIBING_LEAD_RE, "");
  // The employer's "your bay", "our customers" in the candidate's mouth: "the bay".
  text = text.replace(/\b(?:your|our)\s(?=\p{L})/giu, "the ");
  const words = text.split(/\s+/);
  // A leading duty verb reads as the work it names: "running quarterly business reviews".
  if (words.length > 1 && leadsWithVerb(text, words)) {
    gerundVerbList(text, words);
    gerundSecondDuty(text, words);
  }
  // A long phrase ends before its last preposition within reach: "running quarterly
  // business reviews", not "... reviews with executive".
  let kept = words;
  if (!isFull && words.length > PROSE_WORDS + 2) {
    const cut = words
      .slice(0, PROSE_WORDS + 3)
      .findLastIndex((w, i) => i >= 2 && CUT_RE.test(w) && !isOfAShare(words, i));
    // A phrase up to two words longer than the reach, with nowhere to end, is kept whole:
    // "installing and repairing tank and tankless water heaters", never "... tankless".
    const uncut = words.length <= PROSE_WORDS + 4 ? words.length : PROSE_WORDS + 2;
    kept = words.slice(0, cut > 0 ? cut : uncut);
    // "treatment plans written by the supervising therapist" ends at "plans": a word
    // that only says who did it has nothing left to describe.
    if (
      cut > 0 &&
      /^by$/i.test(words[cut]) &&
      kept.length > 2 &&
      /(?:ed|en)$/i.test(kept[kept.length - 1])
    )
      kept = kept.slice(0, -1);
    // "flows used by millions" ends at "flows", not at "used".
    while (kept.length > 2 && CUT_RE.test(kept[kept.length - 1])) kept = kept.slice(0, -1);
  }
  // A scope of one word left at the end says too little: "reviews with plant" -> "reviews".
  // "keeping every piece on brand" keeps its scope: five words still read as one thing.
  if (
    !isFull &&
    kept.length > PROSE_WORDS + 1 &&
    CUT_RE.test(kept[kept.length - 2]) &&
    !isOfAShare(kept, kept.length - 2)
  )
    kept = kept.slice(0, -2);
  if (!isFull) kept = endOutsideList(kept);
  // "from origin" without its "to door" says half a route: the route goes whole or not at all.
  const from = kept.findLastIndex((w, i) => i >= 2 && /^from$/i.test(w));
  if (!isFull && from > 0 && kept.length < words.length && /^to$/i.test(words[kept.length]))
    kept = kept.slice(0, from);
  const [first, ...rest] = kept;
  // A skill's name reads as the texts write it ("Python scripting", but "renewals"); a
  // duty's verb named as work stays so ("precepting", never the résumé's "Preceptor").
  const isGerunded = first !== text.split(/\s+/)[0];
  if (skillNamed(first) && !isGerunded) return [wording(first), ...rest].join(" ");
  return lowerFirstWord(kept.join(" "));
}

/** A name that ends inside a list or a bracket ("Perform brake, steering"): cut short. */
export function isCutShort(name: string): boolean {
  const words = name.split(/\s+/);
  return endOutsideList(words).length < words.length;
}

// Words that open examples of what went before ("changes such as beams, headers").
const EXAMPLES_RE = /^(?:such|including|like|e\.g\.)$/i;

/**
 * Words that end inside a list or a bracket end before it: "handling structural changes
 * such as beams," -> "handling structural changes", "keeping daily logs, photos" ->
 * "keeping daily logs", "preparing filings (941, state" -> "preparing filings".
 */
const ADJECTIVE_END_RE = /(?:ized|ised|ed|al|ive|ful|ic|ous|ary|ble|ly)$/i;

function endOutsideList(all: string[]): string[] {
  let end = all.length;
  while (end > 1 && /^(?:and|or|&)$/i.test(all[end - 1])) end -= 1;
  const words = all.slice(0, end);
  // A comma inside brackets lists detail, not the phrase's items: "filings (941, W-2s)".
  let depth = 0;
  let openedAt = -1;
  let comma = -1;
  words.forEach((word, i) => {
    if (depth === 0 && word.includes("(")) openedAt = i;
    depth = Math.max(0, depth + (word.split("(").length - word.split(")").length));
    if (depth === 0 && comma < 0 && word.endsWith(",")) comma = i;
  });
  const whole = depth > 0 ? words.slice(0, openedAt) : words;
  // "individualized, goal-directed plans": adjectives that share a noun, no list.
  const isAdjectives =
    comma >= 0 &&
    ADJECTIVE_END_RE.test(whole[comma].replace(/,$/, "")) &&
    whole.length - comma - 1 >= 2;
  const isCut =
    comma >= 0 &&
    comma < whole.length &&
    !isAdjectives &&
    !whole.slice(comma + 1).some((w) => /^(?:and|or|&)$/i.test(w));
  if (!isCut) return whole.length > 0 ? whole : words;
  const examples = whole.findIndex((w, i) => i >= 2 && i <= comma && EXAMPLES_RE.test(w));
  const kept = whole.slice(0, examples > 0 ? examples : comma + 1);
  kept[kept.length - 1] = kept[kept.length - 1].replace(/,$/, "");
  return kept;
}

const DESCRIBING_LEAD_RE =
  /^(?:built|based|grounded|centred|centered|focused|rooted)\s+(?:on|in|around|upon)\s+(?=\S)/i;
