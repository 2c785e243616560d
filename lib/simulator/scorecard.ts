import { analyzeAnswers } from "../interview/analyze";
import type { CoverageJob } from "../interview/coverage";
import type { Turn } from "../interview/types";

/** How one answer of a practice interview landed (issue 11's scorecard). */
export type ScorecardAnswer = {
  question: string;
  words: number;
  /** Voice only: the pace from the turns' timestamps. */
  wordsPerMinute: number | null;
  fillerCount: number;
  /** Whether the answer says what the candidate did themselves. */
  action: boolean;
  /** Whether it gives a result with a number. */
  measurableResult: boolean;
  /** The job requirements this answer showed, each with the sentence that shows it. */
  requirements: { requirement: string; quote: string }[];
};

export type Scorecard = {
  answers: ScorecardAnswer[];
  /** Requirements of the job no answer touched. */
  untouched: string[];
};

// The simulator's saved log: "[m:ss] CANDIDATE: ..." or "[m:ss] INTERVIEWER: ..." (lib/simulator/transcript-text.ts).
const LINE_RE = /^\[(\d{1,4}):(\d{2})\] (CANDIDATE|INTERVIEWER): ?(.*)$/;
const MAX_TURNS = 400;

/** The turns of a transcript the simulator wrote; a line without a label continues the one before. */
export function turnsOfSimulatorLog(content: string): (Turn & { startSeconds: number })[] {
  const turns: (Turn & { startSeconds: number })[] = [];
  for (const line of content.split("\n")) {
    const match = LINE_RE.exec(line);
    if (match) {
      if (turns.length >= MAX_TURNS) break;
      turns.push({
        speaker: match[3] === "CANDIDATE" ? "candidate" : "interviewer",
        text: match[4].trim(),
        startSeconds: Number(match[1]) * 60 + Number(match[2]),
      });
    } else if (turns.length > 0 && line.trim()) {
      turns[turns.length - 1].text += `\n${line.trim()}`;
    }
  }
  return turns;
}

/**
 * The scorecard of a practice interview: per answer its length, pace (voice), fillers,
 * whether it gave an action and a measurable result, and which requirement it showed with
 * the quote; computed by lib/interview, never by a model.
 */
export function scorecardOf(
  turns: (Turn & { startSeconds?: number | null })[],
  {
    job,
    mode,
    durationSeconds,
  }: { job: CoverageJob; mode: "text" | "voice"; durationSeconds: number },
): Scorecard {
  const timed = mode === "voice" ? turns : turns.map((turn) => ({ ...turn, startSeconds: null }));
  const analysis = analyzeAnswers(timed, {
    job,
    durationSeconds: mode === "voice" ? durationSeconds : null,
  });
  const demonstrated = analysis.coverage?.demonstrated ?? [];
  return {
    answers: analysis.exchanges.map((exchange, index) => {
      const figures = analysis.delivery.answers[index];
      return {
        question: exchange.question,
        words: figures.words,
        wordsPerMinute: figures.wordsPerMinute,
        fillerCount: figures.fillerCount,
        action: figures.structure.action,
        measurableResult: figures.structure.measurableResult,
        requirements: demonstrated.filter((shown) => exchange.answer.includes(shown.quote)),
      };
    }),
    untouched: analysis.coverage?.untouched ?? [],
  };
}
