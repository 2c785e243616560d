// `npm run bench`: the slowest regular expression of lib/ on hostile input, and the résumé
// paths (title analysis, a whole generation) on a résumé with a line of 100,000 spaces.
import path from "node:path";
import * as local from "../lib/ai/local";
import { analyzeFit } from "../lib/match";
import { analyzeResumeKeywords } from "../lib/resume/analyze-keywords";
import { collectRegexes } from "../tests/support/regex-audit/collect-regexes";
import { describeTiming, timeRegexes } from "../tests/support/regex-audit/time-regexes";

const BUDGET_MS = 100;

function msOf(run: () => unknown): number {
  const started = performance.now();
  run();
  return Math.round(performance.now() - started);
}

function generateAll(resumeText: string) {
  const job = { title: "Engineer", company: "Acme", description: "Requirements:\n- Python" };
  const fit = analyzeFit({ resumeText, jobTitle: job.title, jobDescription: job.description });
  const input = { resumeText, job, fit };
  local.tailorResume(input);
  local.writeCoverLetter(input);
  local.writeInterviewQuestions(input);
  local.writeAnalysisProse(input);
}

export function printRegexWorstCase(): void {
  const { regexes } = collectRegexes(path.resolve(__dirname, ".."));
  const [worst] = timeRegexes(regexes, BUDGET_MS);
  console.log(
    `\nRegular expressions in lib/: ${regexes.length}, each on hostile 50,000-character inputs; ` +
      `slowest call: ${describeTiming(worst)} (budget ${BUDGET_MS} ms)`,
  );
  const resumeText = `Jane Doe\nSoftware Engineer${" ".repeat(100_000)}x\n- Built services in Python.`;
  console.log(
    `  a résumé with a line of 100,000 spaces: title analysis ${msOf(() => analyzeResumeKeywords(resumeText))} ms, ` +
      `fit and every document ${msOf(() => generateAll(resumeText))} ms`,
  );
}
