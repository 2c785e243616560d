import type { Exchange } from "./delivery";
import { countFillers } from "./fillers";
import { actionSentence, resultSentence } from "./structure";
import type { Coverage, Delivery, Note } from "./types";
import { sentencesOf, shortened } from "./words";

/*
 * The offline wording of the notes. Each strength, gap and improvement quotes the sentence
 * it rests on, verbatim; figures are the analysis's own; names, skills and employers come
 * only from the transcript or the job's asks.
 */

const MAX_NOTES = 5;
export const SHORT_ANSWER_WORDS = 25;
const LONG_ANSWER_WORDS = 350;
const FILLERS_PER_ANSWER = 4;
const SLOW_WPM = 110;
const FAST_WPM = 175;

export type LocalNotes = {
  summary: string;
  strengths: Note[];
  gaps: Note[];
  improvements: Note[];
  additionalNotes: string;
};

const named = (question: string) => (question ? `"${shortened(question, 12)}"` : "your opening");

function fillerSentence(answer: string): string {
  return sentencesOf(answer).reduce(
    (best, sentence) => (countFillers(sentence) > countFillers(best) ? sentence : best),
    sentencesOf(answer)[0] ?? answer,
  );
}

function weSentence(answer: string): string | null {
  return sentencesOf(answer).find((sentence) => /\bwe\b/i.test(sentence)) ?? null;
}

const take = (notes: Note[]) => notes.slice(0, MAX_NOTES);

export function writeLocalNotes(
  exchanges: Exchange[],
  delivery: Delivery,
  coverage: Coverage | null,
): LocalNotes {
  const strengths: Note[] = [];
  const gaps: Note[] = [];
  const improvements: Note[] = [];
  exchanges.forEach(({ question, answer }, index) => {
    const figures = delivery.answers[index];
    const { structure } = figures;
    const first = sentencesOf(answer)[0] ?? answer.trim();
    const result = resultSentence(answer);
    if (structure.situation && structure.action && structure.measurableResult && result)
      strengths.push({
        text: `Your answer to ${named(question)} set the scene, said what you did and gave a measurable result.`,
        quote: result,
      });
    else if (structure.action && structure.result && result)
      strengths.push({
        text: `Your answer to ${named(question)} said what you did and how it ended.`,
        quote: result,
      });
    if (figures.words < SHORT_ANSWER_WORDS) {
      gaps.push({
        text: `Your answer to ${named(question)} was short; it left the interviewer to ask for the story.`,
        quote: first,
      });
      improvements.push({
        text: "Give one example: the situation, what you did, and what came of it.",
        quote: first,
      });
    } else if (!structure.action) {
      const line = weSentence(answer) ?? first;
      gaps.push({
        text: `Your answer to ${named(question)} did not say what you yourself did.`,
        quote: line,
      });
      improvements.push({
        text: 'Say "I" for your own part: what you decided, built or changed.',
        quote: line,
      });
    } else if (!structure.result) {
      const line = actionSentence(answer) ?? first;
      gaps.push({
        text: `Your answer to ${named(question)} stopped before the result.`,
        quote: line,
      });
      improvements.push({
        text: "Close with what changed because of it, and by how much if you measured it.",
        quote: line,
      });
    } else if (!structure.measurableResult && result) {
      improvements.push({
        text: "Put a number on this result if you have one: time saved, errors cut, people helped.",
        quote: result,
      });
    }
    if (figures.fillerCount >= FILLERS_PER_ANSWER)
      improvements.push({
        text: "Pause instead of filling: this sentence has several filler words.",
        quote: fillerSentence(answer),
      });
    if (figures.words > LONG_ANSWER_WORDS)
      improvements.push({
        text: `Your answer to ${named(question)} ran long; lead with the result, then the detail.`,
        quote: first,
      });
  });
  for (const { requirement, quote } of coverage?.demonstrated ?? [])
    strengths.push({ text: `You showed the job's ask "${requirement}".`, quote });
  return {
    summary: summaryOf(exchanges, delivery, coverage),
    strengths: take(strengths),
    gaps: take(gaps),
    improvements: take(improvements),
    additionalNotes: additionalNotesOf(delivery, coverage),
  };
}

function summaryOf(exchanges: Exchange[], delivery: Delivery, coverage: Coverage | null): string {
  if (exchanges.length === 0)
    return "No candidate answers were found in this transcript, so there is nothing to coach yet.";
  const asked = exchanges.filter((exchange) => exchange.question).length;
  const complete = delivery.answers.filter(
    ({ structure }) => structure.action && structure.result,
  ).length;
  const measured = delivery.answers.filter(({ structure }) => structure.measurableResult).length;
  const parts = [
    `${asked} ${asked === 1 ? "question" : "questions"} and ${exchanges.length} ${exchanges.length === 1 ? "answer" : "answers"}; you said ${Math.round(delivery.candidateShare * 100)}% of the words.`,
    `${complete} of ${exchanges.length} answers said what you did and how it ended; ${measured} gave a measurable result.`,
  ];
  if (coverage) {
    const total = coverage.demonstrated.length + coverage.untouched.length;
    parts.push(`Your answers showed ${coverage.demonstrated.length} of the job's ${total} asks.`);
  }
  return parts.join(" ");
}

function additionalNotesOf(delivery: Delivery, coverage: Coverage | null): string {
  const paragraphs: string[] = [];
  const pace = delivery.wordsPerMinute;
  if (pace !== null) {
    const judgement =
      pace < SLOW_WPM
        ? "on the slow side"
        : pace > FAST_WPM
          ? "fast; slow down for key points"
          : "an easy pace to follow";
    paragraphs.push(`Pace: ${pace} words per minute, ${judgement}.`);
  } else {
    paragraphs.push(
      "Pace: unknown without the interview's length (upload the audio or keep timestamps to see it).",
    );
  }
  paragraphs.push(
    `Filler words: ${delivery.fillerCount}${delivery.fillersPerMinute !== null ? ` (${delivery.fillersPerMinute} a minute)` : ""}. Longest answer: ${delivery.longestAnswerWords} words.`,
  );
  if (coverage && coverage.untouched.length > 0)
    paragraphs.push(
      `Not touched in your answers: ${coverage.untouched.join("; ")}. Prepare an example for each before the next round.`,
    );
  return paragraphs.join("\n\n");
}
