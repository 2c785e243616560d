import { countFillers } from "./fillers";
import type { TimedTurn } from "./split-turns";
import { structureOf } from "./structure";
import type { AnswerFigures, Delivery } from "./types";
import { countWords } from "./words";

/** One candidate answer with the question before it and the seconds it took, when known. */
export type Exchange = { question: string; answer: string; seconds: number | null };

const perMinute = (count: number, seconds: number | null) =>
  seconds && seconds > 0 ? Math.round((count / seconds) * 60 * 10) / 10 : null;

/**
 * Pairs each candidate turn with the interviewer's turn before it. An answer's seconds come
 * from the start times of its turn and the next one (timestamped transcripts only).
 */
export function exchangesOf(turns: TimedTurn[], durationSeconds?: number | null): Exchange[] {
  const exchanges: Exchange[] = [];
  let question = "";
  turns.forEach((turn, index) => {
    if (turn.speaker === "interviewer") {
      question = turn.text;
      return;
    }
    const end =
      index + 1 < turns.length ? turns[index + 1].startSeconds : (durationSeconds ?? null);
    const seconds =
      turn.startSeconds !== null && end !== null && end > turn.startSeconds
        ? end - turn.startSeconds
        : null;
    exchanges.push({ question, answer: turn.text, seconds });
    question = "";
  });
  return exchanges;
}

function answerFigures(exchange: Exchange): AnswerFigures {
  const words = countWords(exchange.answer);
  const fillerCount = countFillers(exchange.answer);
  return {
    question: exchange.question,
    words,
    fillerCount,
    wordsPerMinute: perMinute(words, exchange.seconds),
    fillersPerMinute: perMinute(fillerCount, exchange.seconds),
    structure: structureOf(exchange.answer),
  };
}

/**
 * The delivery figures. With timed answers (a timestamped transcript) the pace is their
 * words over their seconds; otherwise, with the session's length known, the candidate's
 * time is their share of the words times that length (both speakers assumed to talk at one
 * pace); otherwise it is unknown, and the per-minute figures are null.
 */
export function deliveryOf(
  exchanges: Exchange[],
  interviewerWords: number,
  durationSeconds: number | null | undefined,
): Delivery {
  const answers = exchanges.map(answerFigures);
  const words = answers.reduce((sum, answer) => sum + answer.words, 0);
  const fillerCount = answers.reduce((sum, answer) => sum + answer.fillerCount, 0);
  const total = words + interviewerWords;
  const candidateShare = total > 0 ? Math.round((words / total) * 100) / 100 : 0;
  const timed = answers.filter((_, index) => exchanges[index].seconds !== null);
  const timedSeconds = exchanges.reduce((sum, exchange) => sum + (exchange.seconds ?? 0), 0);
  const pace =
    timed.length > 0
      ? {
          words: timed.reduce((sum, answer) => sum + answer.words, 0),
          fillers: timed.reduce((sum, answer) => sum + answer.fillerCount, 0),
          seconds: timedSeconds,
        }
      : {
          words,
          fillers: fillerCount,
          seconds: durationSeconds && total > 0 ? durationSeconds * (words / total) : null,
        };
  return {
    words,
    candidateShare,
    wordsPerMinute: perMinute(pace.words, pace.seconds),
    fillersPerMinute: perMinute(pace.fillers, pace.seconds),
    fillerCount,
    longestAnswerWords: answers.reduce((max, answer) => Math.max(max, answer.words), 0),
    answers,
  };
}
