import { conceptOf } from "./nlp/concepts";
import { wordKeys } from "./nlp/word-key";
import { matchSkills } from "./skill-matcher";
import { isNoiseWord, KIND_WORDS, STOP_WORDS } from "./stop-words";
import { canBeVerb } from "./nlp/wordnet-verbs";
import { tokenize } from "./tokenize";
import type { SkillMatch, Token } from "./types";

/**
 * A word or a vocabulary skill of a text, with its concept: a word's key (lemma + stem)
 * or its synonym group; a skill's "s<id>", so "SFDC" and "Salesforce" are one concept.
 */
export type Term = Token & {
  key: string;
  concept: string;
  isNoise: boolean;
  isSkill: boolean;
  /** For a skill: the concepts of its words as written ("renewal" in "renewal rate"). */
  parts: string[];
};

export const skillConcept = (skillId: number) => `s${skillId}`;
/** Whether a concept is a vocabulary skill's (`skillConcept`), not a word's. */
export const isSkillConcept = (concept: string) => /^s\d+$/.test(concept);

/**
 * A filler word in capitals among ordinary words is a name's letters: "IDEA and Illinois
 * special education rules" (the federal act), not the word "idea". Function words in
 * capitals ("MUST", "NOT") are emphasis.
 */
function isCapitalsName(tokens: Token[], i: number): boolean {
  const { text, lower } = tokens[i];
  if (!/^[A-Z]{3,}$/.test(text) || STOP_WORDS.has(lower)) return false;
  const isPlain = (t: Token | undefined) => t !== undefined && /\p{Ll}/u.test(t.text);
  return isPlain(tokens[i - 1]) || isPlain(tokens[i + 1]);
}

type Masked = { index: number; length: number };

/** The terms of a text in order; words inside `masked` spans (dates, say) are noise. */
export function termsOf(
  text: string,
  tokens: Token[] = tokenize(text),
  masked: Masked[] = [],
  skills: SkillMatch[] = matchSkills(text, tokens),
): Term[] {
  const keys = wordKeys(tokens.map((t) => t.lower));
  const words: Term[] = tokens.map((token, i) => {
    const isMasked =
      masked.length > 0 &&
      masked.some((m) => token.start >= m.index && token.end <= m.index + m.length);
    // "IT" in capitals is the field, not the pronoun.
    const isIT = token.text === "IT";
    return {
      text: token.text,
      lower: token.lower,
      start: token.start,
      end: token.end,
      line: token.line,
      isGluedPrev: token.isGluedPrev,
      hasBreakBefore: token.hasBreakBefore,
      key: isIT ? "#it" : keys[i],
      // A masked word ("Present" in a date range) stands for nothing.
      concept: isMasked ? "" : isIT ? "#it" : conceptOf(keys[i]),
      isNoise: isMasked || (!isIT && !isCapitalsName(tokens, i) && isNoiseWord(token.lower)),
      isSkill: false,
      parts: [],
    };
  });
  markCollocations(words);
  const out: Term[] = [];
  let s = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    while (s < skills.length && skills[s].end <= word.start) s++;
    const skill = skills[s];
    if (!skill || skill.start > word.start) {
      out.push(word);
      continue;
    }
    // The skill's first token stands for the whole skill; the rest are skipped.
    if (skill.start !== word.start) continue;
    const inSkill: Term[] = [];
    for (let j = i; j < words.length && words[j].end <= skill.end; j++) inSkill.push(words[j]);
    const surface = text.slice(skill.start, skill.end);
    out.push({
      ...word,
      text: surface,
      lower: surface.toLowerCase(),
      end: skill.end,
      key: skillConcept(skill.skillId),
      concept: skillConcept(skill.skillId),
      isNoise: false,
      isSkill: true,
      parts: inSkill
        .filter((w) => !STOP_WORDS.has(w.lower) && !KIND_WORDS.has(w.lower) && w.concept)
        .map((w) => w.concept),
    });
  }
  return out;
}

// "New hires", "new associates", "new grads" are the same people; "full-cycle" and
// "end-to-end" say how much, not what.
const NEW_PEOPLE = new Set(
  "hire hires associate associates employee employees staff people member members grad grads graduate graduates starter starters handler handlers nurse nurses tutor tutors team".split(
    " ",
  ),
);

// "New bakers", "new technicians": people who join the crew; "new customers" are not.
const WORKER_RE = /^[a-z]*(?:[a-z]ers|[a-z]ors|ists|ians|techs|analysts|cooks)$/;
const NOT_STAFF = new Set(
  "customers users buyers owners partners suppliers donors members vendors borrowers renters lenders".split(
    " ",
  ),
);
const isNewStaff = (lower: string) =>
  NEW_PEOPLE.has(lower) || (WORKER_RE.test(lower) && !NOT_STAFF.has(lower));

// "The restaurant's P&L" is the P&L: the business's own possessive names no more.
const BUSINESS_SELF = new Set(
  `restaurant store company firm team business organization organisation clinic hospital
  practice unit department school district agency brand property hotel site plant branch`.split(
    /\s+/,
  ),
);

const GROUPS = new Set(["crew", "team", "staff", "department", "unit", "shift"]);

const PARTICLES = new Set(["up", "out", "in", "off", "over", "through", "down", "back"]);

function markCollocations(words: Term[]): void {
  for (let i = 0; i < words.length - 1; i++) {
    const next = words[i + 1];
    const isPossessive = next.lower === "s" && next.start === words[i].end + 1;
    if (isPossessive && BUSINESS_SELF.has(words[i].lower)) words[i].isNoise = true;
  }
  for (let i = 1; i < words.length; i++) {
    const before = words[i - 1].lower;
    const word = words[i];
    if (before === "new" && isNewStaff(word.lower)) word.key = word.concept = "#newstaff";
    // "New crew members", "new team members": the group's name says no more than "new hires".
    if (
      i >= 2 &&
      words[i - 2].lower === "new" &&
      GROUPS.has(before) &&
      /^members?$/.test(word.lower)
    ) {
      words[i - 1].key = words[i - 1].concept = "#newstaff";
      word.isNoise = true;
    }
    // "Hiring managers" are the people a recruiter works for, not hiring or managing.
    if (before === "hiring" && /^managers?$/.test(word.lower)) {
      words[i - 1].isNoise = true;
      word.key = word.concept = "#hiringmanager";
    }
    // "lease-up", "build-out", "follow up": a word and its particle are a thing of their own,
    // not the word ("Renovation or lease-up experience" is not shown by lease signings).
    const head = words[i - 1];
    // Unglued, only "up" after a verb is read so ("follow up on claims", "lease up 84
    // units"), not "up to date": "in", "out", "over" are prepositions as often ("e-file in
    // NJ eCourts").
    const isPhrasal =
      word.isGluedPrev ||
      (word.lower === "up" && words[i + 1]?.lower !== "to" && canBeVerb(head.lower));
    if (PARTICLES.has(word.lower) && !head.isNoise && !word.hasBreakBefore && isPhrasal) {
      head.key = head.concept = `#${head.key}-${word.lower}`;
      word.isNoise = true;
    }
    if (
      (before === "full" && word.lower === "cycle") ||
      (before === "to" && word.lower === "end" && words[i - 2]?.lower === "end")
    )
      word.isNoise = true;
  }
}
