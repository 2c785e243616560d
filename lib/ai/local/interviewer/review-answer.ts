import { hasOutcome } from "@/lib/match";
import { ACTION_VERBS } from "@/lib/match/action-verbs";

/** Under this many words an answer is too short to judge: the interviewer asks for more. */
export const SHORT_ANSWER_WORDS = 20;

/** The follow-ups of the local interviewer, one per weakness, asked in this order. */
export const FOLLOW_UPS = {
  short: "Could you tell me more about that? Pick one specific example and walk me through it.",
  noAction: "What did you do yourself?",
  noResult: "How did you know it worked?",
} as const;

export type AnswerWeakness = keyof typeof FOLLOW_UPS;

export type AnswerReview = {
  wordCount: number;
  hasAction: boolean;
  hasResult: boolean;
  /** The first weakness found, or null when the answer stands. */
  weakness: AnswerWeakness | null;
};

// "I" followed by its verb, with an adverb allowed between ("I quickly rebuilt").
const FIRST_PERSON_VERB_RE = /\bI\s+(?:[a-z]+ly\s+)?([a-z]+)\b/g;
// Verbs after "I" that say nothing about what the speaker did.
const NOT_ACTIONS = new Set(
  `am was were have had has think thought feel felt believe guess suppose would will could
  can should might may do did want wanted like liked love loved hope hoped mean meant know
  knew need needed not also just really usually always never often tend tended`.split(/\s+/),
);
const RESULT_RE =
  /\d|\b(?:result\w*|outcome\w*|so that|which meant|led to|as a result|reduc\w*|increas\w*|improv\w*|sav(?:ed|ing)|cut|grew|doubled|halved|faster|fewer|feedback|measur\w*|metric\w*|launch\w*|shipped|delivered|on time|under budget|promot\w*|award\w*)\b/i;

const MAX_REVIEWED_CHARS = 4000;

function isActionVerb(word: string): boolean {
  if (NOT_ACTIONS.has(word)) return false;
  return ACTION_VERBS.has(word) || (word.length > 3 && word.endsWith("ed"));
}

/** The first "I <action verb>" of the text: the start of what the speaker did, or -1. */
export function firstActionIndex(text: string): number {
  for (const match of text.slice(0, MAX_REVIEWED_CHARS).matchAll(FIRST_PERSON_VERB_RE)) {
    if (isActionVerb(match[1].toLowerCase())) return match.index;
  }
  return -1;
}

/** How an answer reads: long enough, with the speaker's own action and a result. */
export function reviewAnswer(answer: string): AnswerReview {
  const text = answer.slice(0, MAX_REVIEWED_CHARS);
  const wordCount = text.split(/\s+/).filter(Boolean).length;
  const hasAction = firstActionIndex(text) >= 0;
  const hasResult = hasOutcome(text) || RESULT_RE.test(text);
  const weakness: AnswerWeakness | null =
    wordCount < SHORT_ANSWER_WORDS
      ? "short"
      : !hasAction
        ? "noAction"
        : !hasResult
          ? "noResult"
          : null;
  return { wordCount, hasAction, hasResult, weakness };
}
