import { coverageOf, type CoverageJob } from "./coverage";
import { deliveryOf, exchangesOf, type Exchange } from "./delivery";
import { followUpsOf } from "./follow-ups";
import { writeLocalNotes } from "./local-notes";
import { askedIn, splitTurns } from "./split-turns";
import type { Coverage, Delivery, InsightNotes, Turn } from "./types";
import { countWords } from "./words";

export type AnalysisOptions = { job?: CoverageJob | null; durationSeconds?: number | null };

/** Everything the notes are written from; every figure here is computed, none from a model. */
export type InterviewAnalysis = {
  exchanges: Exchange[];
  questions: string[];
  delivery: Delivery;
  coverage: Coverage | null;
  followUpQuestions: string[];
};

/**
 * The per-answer analysis of a conversation already split into turns (Interview Insight
 * reads them from a transcript; the Interview Simulator has them from its own session).
 * A turn's startSeconds, when given, times its answer.
 */
export function analyzeAnswers(
  turns: (Turn & { startSeconds?: number | null })[],
  { job = null, durationSeconds = null }: AnalysisOptions = {},
): InterviewAnalysis {
  const timed = turns.map((turn) => ({ ...turn, startSeconds: turn.startSeconds ?? null }));
  const exchanges = exchangesOf(timed, durationSeconds);
  const interviewerWords = turns
    .filter((turn) => turn.speaker === "interviewer")
    .reduce((sum, turn) => sum + countWords(turn.text), 0);
  const delivery = deliveryOf(exchanges, interviewerWords, durationSeconds);
  const coverage = job
    ? coverageOf(
        exchanges.map((exchange) => exchange.answer),
        job,
      )
    : null;
  return {
    exchanges,
    questions: turns
      .filter((turn) => turn.speaker === "interviewer")
      .map((turn) => askedIn(turn.text))
      .filter(Boolean),
    delivery,
    coverage,
    followUpQuestions: followUpsOf(exchanges, coverage),
  };
}

/** analyzeAnswers on a transcript as pasted or transcribed. */
export function analyzeTranscript(
  transcript: string,
  options: AnalysisOptions = {},
): InterviewAnalysis {
  return analyzeAnswers(splitTurns(transcript), options);
}

/** The notes in the local engine's words. */
export function localNotes(analysis: InterviewAnalysis): InsightNotes {
  const prose = writeLocalNotes(analysis.exchanges, analysis.delivery, analysis.coverage);
  return {
    ...prose,
    followUpQuestions: analysis.followUpQuestions,
    delivery: analysis.delivery,
    questions: analysis.questions,
    coverage: analysis.coverage,
  };
}
