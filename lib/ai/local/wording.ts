import {
  alternativesOf,
  getSkill,
  matchSkills,
  VOCABULARY,
  type Requirement,
  type Skill,
} from "@/lib/match";
import { ACTION_VERBS } from "@/lib/match/action-verbs";
import { joinList, standsAlone, termOccurrences } from "./text";

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
  const isPlainFirst = /^\p{Lu}[\p{Ll}-]+$/u.test(words[0]);
  const isCommonPhrase =
    isPlainFirst &&
    (words.length > 1 ? words.slice(1).every((w) => !/\p{Lu}/u.test(w)) : words[0].endsWith("ing"));
  return isCommonPhrase ? `${name[0].toLowerCase()}${name.slice(1)}` : name;
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

const CREDENTIAL_RE = /certif|licen[cs]/i;

/**
 * Certifications and licences read "holds X", not "experience with X"; alternatives do
 * when each one is a credential ("CPA or CMA").
 */
export function isCredential(keyword: string): boolean {
  const names = alternativesOf(keyword);
  if (names.length > 1) return names.every(isCredential);
  const skill = skillNamed(keyword);
  if (!skill) return CREDENTIAL_RE.test(keyword);
  if (skill.category === "license" || skill.category === "certification") return true;
  return [skill.name, ...skill.aliases].some((form) => CREDENTIAL_RE.test(form));
}

/** Skills before credentials, so "experience with ..." lists read naturally. */
export function skillsBeforeCredentials(keywords: string[]): string[] {
  return [...keywords.filter((k) => !isCredential(k)), ...keywords.filter(isCredential)];
}

const STRUCTURED = new Set(["years", "leadership", "budget", "degree", "language"]);
// Scope, not substance: "expansion for a portfolio of enterprise customers".
const PREPOSITION_CUT_RE = /\s+(?:for|across|within|throughout)\s.*$/i;
const PROSE_WORDS = 4;

/** Requirements to name in prose: skills, phrases and licences, not structured facts. */
export function isNameable(r: Requirement): boolean {
  return !STRUCTURED.has(r.type ?? "skill");
}

/**
 * A requirement named inside a sentence: a skill as the texts write it, a phrase by its
 * head ("run quarterly business reviews with executive sponsors" -> "quarterly business
 * reviews"), in lower case unless it is a name or an acronym.
 */
export function proseName(r: Requirement, wording: Wording): string {
  if (r.type === "skill" || r.type === undefined || skillNamed(r.keyword))
    return wording(r.keyword);
  // A structured ask is named whole: "3+ years" alone would ask something else.
  if (STRUCTURED.has(r.type))
    return /^[A-Z][a-z]+\s/.test(r.keyword)
      ? `${r.keyword[0].toLowerCase()}${r.keyword.slice(1)}`
      : r.keyword;
  let text = r.keyword.replace(/\s*\([^)]*\)\s*$/, "");
  if (text.split(/\s+/).length > 3) text = text.replace(PREPOSITION_CUT_RE, "");
  const words = text.split(/\s+/);
  // A leading duty verb reads as the work it names: "running quarterly business reviews".
  if (words.length > 1 && isDutyVerb(words[0])) words[0] = gerund(words[0].toLowerCase());
  // A long phrase ends before its last preposition within reach: "running quarterly
  // business reviews", not "... reviews with executive".
  let kept = words;
  if (words.length > PROSE_WORDS + 2) {
    const cut = words
      .slice(0, PROSE_WORDS + 3)
      .findLastIndex(
        (w, i) => i >= 2 && /^(?:with|to|for|on|in|at|of|across|from|by|used|serving)$/i.test(w),
      );
    kept = words.slice(0, cut > 0 ? cut : PROSE_WORDS + 2);
  }
  const name = kept.join(" ");
  // The posting capitalises a line's first word; mid-sentence it is lower case, unless it
  // is a name ("Python scripting").
  const [first, ...rest] = name.split(" ");
  // A skill's name reads as the texts write it ("Python", but "renewals").
  if (skillNamed(first)) return [wording(first), ...rest].join(" ");
  return /^[A-Z][a-z]+$/.test(first) ? `${name[0].toLowerCase()}${name.slice(1)}` : name;
}

function isDutyVerb(word: string): boolean {
  return ACTION_VERBS.has(word.toLowerCase()) && !/ing$/i.test(word);
}

/** "run" -> "running", "drive" -> "driving", "partner" -> "partnering". */
export function gerund(verb: string): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}
