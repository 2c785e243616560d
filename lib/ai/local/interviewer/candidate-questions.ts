import { isNoiseWord } from "@/lib/match";
import { splitSentences } from "../text";

const MAX_SENTENCES = 80;
const MIN_SHARED_WORDS = 2;
const ANYTHING_ELSE = "Is there anything else you would like to ask?";

const contentWords = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? []).filter((word) => !isNoiseWord(word)),
  );

/**
 * An honest answer to the candidate's question: the posting's own sentence when one speaks
 * to it, otherwise a pointer to the hiring team. The interviewer knows only the posting,
 * so it never invents facts about the company.
 */
export function answerCandidateQuestion(
  question: string,
  job: { company: string | null; description: string },
): string {
  const asked = contentWords(question.slice(0, 1000));
  let best: { sentence: string; shared: number } | null = null;
  const sentences = job.description
    .split("\n")
    .flatMap((line) => splitSentences(line.replace(/^\s*[-*•]\s*/, "")))
    .slice(0, MAX_SENTENCES);
  for (const sentence of sentences) {
    const words = contentWords(sentence.slice(0, 400));
    const shared = [...asked].filter((word) => words.has(word)).length;
    if (shared >= MIN_SHARED_WORDS && (!best || shared > best.shared)) best = { sentence, shared };
  }
  const team = job.company ? `the hiring team at ${job.company}` : "the hiring team";
  if (best)
    return `Good question. The posting says: "${best.sentence.slice(0, 300)}" For anything beyond that, ${team} can tell you more. ${ANYTHING_ELSE}`;
  return `Good question. I only know what the posting says, and it does not cover that, so it is one to ask ${team}. ${ANYTHING_ELSE}`;
}
