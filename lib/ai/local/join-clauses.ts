import { isUnknownWord } from "@/lib/match/nlp/word-key";
import { canBeVerb } from "@/lib/match/nlp/wordnet-verbs";
import { deedVerb, taggedVerb } from "./deed-verbs";
import { heldCredential } from "./held-credential";
import { uncapitalise } from "./text";

/*
 * A résumé line's clauses ("X; Y") joined into one sentence the person can say, and the
 * record of none had ("0 lost-time incidents") said as theirs.
 */

// On a list, a rotation, a team or call: "on the weekend call list", "on call every fourth week".
const ON_DUTY_RE =
  /^on\s+(?:call\b|(?:the|a|an|our)\s+(?:[\w-]+\s+){0,3}?(?:list|rotation|roster|team|committee|crew|board|schedule)\b)/i;
const GO_TO_RE =
  /^(the\s+)?[\p{L}-]+'s\s+(?:go-to|point person|point of contact|resident expert)\b/u;
const PRESENT_ACTIVITY_RE =
  /^(?:(?:now|currently|still)\s+[a-z]+ing\s|[A-Za-z]+ing\s+(?:for|to|toward|towards|into|on|with|a|an|the|my)\s)/;

/** "92% of patients ...", "3 of 4 ...": a figure that is a share of something. */
export const isShareOf = (part: string) => /^[\d.,]+%?\s+of\b/.test(part);

/**
 * "X; Y" as one sentence: "I built the model that flags churn risk, and cut churn from 11%
 * to 6%" when Y opens with a verb, "I own 38 accounts, with a 96% renewal rate" otherwise;
 * a credential is held ("..., and I am forklift certified"). After a credential the
 * subject is said again: "I am certified in dry needling, and I mentor two PT students".
 */
export function joinClauses(text: string): string {
  const parts = text.split(/(?<!\s)\s*;\s*/).filter(Boolean);
  if (parts.length < 2) return text;
  // After "I am certified" or "No accidents in 6 years" the subject is said again.
  const isHeld = /^I (?:am|hold)\b/.test(parts[0]) || NONE_HAD_RE.test(parts[0]);
  // "I lead daily SATs ..." (said in the first person already) opens with a deed too.
  const opening = parts[0].replace(/^I\s+(?=\p{Ll})/u, "");
  const isDeed = !isHeld && deedVerb(opening, opening.split(" ")[0]) !== null;
  return parts.reduce((out, part) => {
    const [first] = part.split(" ");
    // "churn down 3 points" is what the work came to, not a deed.
    const verb = CHANGE_RE.test(part) ? null : deedVerb(part, first);
    // "...; owns the KB": the verb as the person says it ("and own the KB").
    if (verb) return `${out}, and ${isHeld ? "I " : ""}${verb}${part.slice(first.length)}`;
    const held = heldCredential(part);
    if (held) return `${out}, and I ${held}`;
    // "looking for a dealership where I can learn": what the person is doing now.
    if (PRESENT_ACTIVITY_RE.test(part)) return `${out}, and I am ${uncapitalise(part)}`;
    // "...; crew's go-to for tile roofs": who the person is to the others.
    const role = GO_TO_RE.exec(part);
    if (role) return `${out}, and I am the ${part.slice(role[1]?.length ?? 0)}`;
    // "...; on the weekend call list one weekend a month": where the person is.
    if (ON_DUTY_RE.test(part)) return `${out}, and I am ${uncapitalise(part)}`;
    // "Paychex files our taxes; I review the 941s": a clause with its own subject.
    if (SUBJECT_RE.test(part) || FINITE_RE.test(part)) return `${out}, and ${part}`;
    // "the Algebra I pass rate rose from 71% to 86%": a subject of its own, and its verb.
    if (DETERMINER_RE.test(part) && hasVerb(part)) return `${out}, and ${part}`;
    // "92% of patients meet discharge goals" and "6 shipped as features" are clauses of their own.
    // "134% of meeting quota for 2025" has no verb: it qualifies what went before.
    if ((isShareOf(part) && hasVerb(part)) || COUNTED_CLAUSE_RE.test(part))
      return `${out}, and ${part}`;
    // "Progress gait training; report changes to the PT": after a deed, a plain word that
    // can be a verb opens another ("report changes" would read as a thing to the tagger).
    if (isDeed && opensDeedAfterDeed(part)) return `${out}, and ${part}`;
    // "a 96% renewal rate", but "91% gross retention".
    return `${out}, with ${/^\d/.test(part) && COUNTABLE_RESULT_RE.test(part) ? "a " : ""}${part}`;
  });
}

// A lowercase base form that WordNet knows as a verb, with no figure in its part: "budget
// $2M" and "churn down 3 points" stay what the deed came to.
function opensDeedAfterDeed(part: string): boolean {
  const [first, second = ""] = part.split(/\s+/);
  if (!/^[a-z]{3,}$/.test(first) || /(?:[^s]s|ing|ed)$/.test(first)) return false;
  if (/[\d$%]/.test(part) || /^(?:of|to|in|at|down|up)$/.test(second)) return false;
  // "leak testing and drying cabinet logs": a noun before a gerund names a thing.
  if (/^\p{Ll}{3,}ing$/u.test(second)) return false;
  // "cost per hire" is a measure; "extubate per protocol" is how a deed is done.
  if (second === "per" && !PER_RULE_RE.test(part)) return false;
  // "extubate per protocol": a word no lexicon knows, after a deed, is a deed of the trade.
  return canBeVerb(first) || isUnknownWord(first);
}

const PER_RULE_RE =
  /^\S+\s+per\s+(?:the\s+)?(?:protocol|policy|procedure|SOP|order|orders|label|spec|specs|code|plan)\b/i;
const NONE_HAD_RE = /^(No|Zero|0)\s+(?=\p{Ll})/u;
const CHANGE_RE = /^\S+\s+(?:down|up)\s+(?:by\s+)?[\d$~]/i;

const hasVerb = (part: string) =>
  /(?<=\p{L})ed\b/u.test(part.replace(/^[\d.,]+%?\s+of\s+\S+/, "")) ||
  part.split(/\s+/).some((word) => taggedVerb(part, word) !== null);

// "6 shipped as features", "2 now run their own crews": a figure, then its verb.
const COUNTED_CLAUSE_RE =
  /^[\d.,]+[%+]?\s+(?:\p{Ll}+ed\b|(?:now|still|later|since|each|all|both|have|had|went|were|are|became)\s)/u;
const DETERMINER_RE = /^(?:the|this|that|its|each|every|both|all)\s/i;
export const SUBJECT_RE = /^(?:I|we|they|he|she|my|our|their)\s/i;
// A finite verb or a subject pronoun further on: "a lot of our patients are diabetic".
export const FINITE_RE = /\s(?:is|are|was|were|we|they)\s/;
const COUNTABLE_RESULT_RE =
  /\b(?:rate|score|ratio|margin|increase|decrease|reduction|lift|improvement|gain|drop|rise|return|ROI|NPS|CSAT)\b/i;

/** "No accidents in 6 years", "0 lost-time incidents": "I have had no accidents ...". */
export function noneHad(text: string): string | null {
  const none = NONE_HAD_RE.exec(text);
  if (!none) return null;
  return `I have had ${none[1] === "No" ? "no" : "zero"} ${text.slice(none[0].length)}`;
}
