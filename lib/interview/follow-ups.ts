import type { Exchange } from "./delivery";
import { structureOf } from "./structure";
import type { Coverage } from "./types";
import { countWords, shortened } from "./words";
import { SHORT_ANSWER_WORDS } from "./local-notes";

const MAX_FOLLOW_UPS = 5;

// A loop, not /\?+$/: that pattern retries from every "?" of a long run (quadratic).
function withoutQuestionMarks(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === "?") end -= 1;
  return text.slice(0, end);
}

/**
 * What the interviewer is likely to ask next: a probe for each answer that stopped short
 * (no result, no number, "we" without "I"), then the job's asks nobody touched. Every topic
 * is the interviewer's own question or the job's own words.
 */
export function followUpsOf(exchanges: Exchange[], coverage: Coverage | null): string[] {
  const questions: string[] = [];
  for (const { question, answer } of exchanges) {
    if (!question) continue;
    const topic = shortened(withoutQuestionMarks(question), 12);
    const structure = structureOf(answer);
    if (countWords(answer) < SHORT_ANSWER_WORDS)
      questions.push(`On "${topic}": can you give me a specific example?`);
    else if (!structure.action)
      questions.push(`On "${topic}": what was your own part, as opposed to the team's?`);
    else if (!structure.result)
      questions.push(`On "${topic}": how did it turn out, and what would you do differently?`);
    else if (!structure.measurableResult)
      questions.push(`On "${topic}": how did you measure the result?`);
  }
  for (const requirement of coverage?.untouched ?? [])
    questions.push(`Can you tell us about your experience with ${requirement}?`);
  return [...new Set(questions)].slice(0, MAX_FOLLOW_UPS);
}
