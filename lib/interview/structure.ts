import { hasOutcome } from "@/lib/match";
import type { AnswerStructure } from "./types";
import { sentencesOf } from "./words";

/*
 * STAR, read sentence by sentence: a situation is context in the past ("at my last job",
 * "we had", "the problem was"); an action is something the speaker did ("I rewrote", "I
 * led"); a result is what came of it ("as a result", "which cut", "we shipped"); a result
 * is measurable when that sentence carries a figure (lib/match's hasOutcome, or any number).
 */

const SITUATION_RE =
  /\b(?:at my (?:last|previous|current|old|first) (?:job|role|company|team|employer)|in my (?:last|previous|current|old|first) (?:job|role|position|team)|when I was|while I was|back (?:in|when)|last (?:year|quarter|month)|(?:the|our) (?:situation|challenge|problem|issue|context|goal|task) was|we (?:had|were|faced|needed)|there (?:was|were)|our team|the team (?:was|had)|I was (?:working|responsible|asked|leading))\b/i;
const FIRST_PERSON_ACT_RE =
  /\bI (?:then |also |first |personally |quickly |eventually |finally )?(?:[a-z]+ed|led|built|wrote|ran|set|made|took|drove|began|started|chose|spoke|met|found|brought|put|sent|taught|sat|gave|got|went|did|kept|held|cut|fixed|split|rewrote|rebuilt|pushed|pulled|paired|owned|moved|broke|dug|caught|spent|stood|told|sold|won|hired|proposed|designed)\b/i;
const RESULT_RE =
  /\b(?:as a result|result(?:ed)?|so that|which (?:meant|led|cut|reduced|increased|saved|improved|let)|in the end|ended up|the outcome|led to|reduc(?:ed|ing)|increas(?:ed|ing)|improv(?:ed|ing)|saved|grew|dropped|doubled|halved|tripled|launched|shipped|delivered|went live|went (?:up|down)|rose|fell|climbed|won|finished|afterwards|since then|now (?:we|the|it))\b/i;
const NUMBER_RE = /\d|\b(?:half|double[ds]?|twice|tripled|halved|percent)\b/i;

export function structureOf(answer: string): AnswerStructure {
  const sentences = sentencesOf(answer);
  const results = sentences.filter((sentence) => RESULT_RE.test(sentence));
  return {
    situation: sentences.some((sentence) => SITUATION_RE.test(sentence)),
    action: sentences.some((sentence) => FIRST_PERSON_ACT_RE.test(sentence)),
    result: results.length > 0,
    measurableResult: results.some((sentence) => hasOutcome(sentence) || NUMBER_RE.test(sentence)),
  };
}

/** The sentence that states the result (the first with a figure, else the first), or null. */
export function resultSentence(answer: string): string | null {
  const results = sentencesOf(answer).filter((sentence) => RESULT_RE.test(sentence));
  return results.find((sentence) => NUMBER_RE.test(sentence)) ?? results[0] ?? null;
}

/** The sentence that says what the speaker did, or null. */
export function actionSentence(answer: string): string | null {
  return sentencesOf(answer).find((sentence) => FIRST_PERSON_ACT_RE.test(sentence)) ?? null;
}
