import type { JobAsk } from "../asks/types";
import { MONEY, moneyValue } from "../numbers";
import { budgetFact } from "../resume/facts";
import type { ResumeIndex, ResumeLine } from "../resume/index-resume";
import { isEvidenceLine } from "./concept-evidence";
import { round, type Checked } from "./structured-evidence";

/*
 * A budget, a book of business or a pipeline asked for ("$4M budget", "$1M+ quota"): the
 * largest amount of that kind a résumé line states.
 */

const REVENUE_WORD_RE =
  /\b(?:arr|revenue|book|portfolio|quota|bookings|sales|accounts|closed|new business)\b/i;
const PIPELINE_WORD_RE = /\bpipeline\b/i;
const MONEY_RE = new RegExp(MONEY, "gi");

const amountFact = (wordRe: RegExp) => (line: string) => {
  if (!wordRe.test(line)) return null;
  const values = [...line.matchAll(MONEY_RE)]
    .map((m) => moneyValue(m[0]))
    .filter((v) => v !== null);
  return values.length > 0 ? Math.max(...values) : null;
};
// "126% of a $780K new-ARR quota" closed about $983K.
const ATTAINMENT_RE = new RegExp(
  String.raw`\b(\d{2,3})\s*%\s+(?:of|to)\s+(?:an?\s+|my\s+|the\s+|our\s+)?(${MONEY})\s*(?:[\w-]+\s+){0,2}?(?:quota|target|plan)\b`,
  "gi",
);

// "Sourced $2.1M in pipeline": an amount of pipeline is not revenue.
const PIPELINE_AMOUNT_RE = new RegExp(
  String.raw`${MONEY}\s+(?:in|of)\s+(?:new\s+|qualified\s+|sourced\s+)?pipeline\b`,
  "gi",
);

function revenueFact(line: string): number | null {
  const stated = amountFact(REVENUE_WORD_RE)(line.replace(PIPELINE_AMOUNT_RE, " "));
  const attained = [...line.matchAll(ATTAINMENT_RE)]
    .map((m) => (Number(m[1]) / 100) * (moneyValue(m[2]) ?? 0))
    .filter((v) => v > 0);
  return attained.length > 0 ? Math.max(stated ?? 0, ...attained) : stated;
}
const pipelineFact = amountFact(PIPELINE_WORD_RE);

export function checkBudget(ask: JobAsk, index: ResumeIndex): Checked {
  const fact =
    ask.amountOf === "budget"
      ? budgetFact
      : ask.amountOf === "pipeline"
        ? pipelineFact
        : revenueFact;
  let best: { line: ResumeLine; amount: number } | null = null;
  for (const line of index.lines) {
    if (!isEvidenceLine(line)) continue;
    const amount = fact(line.text);
    if (amount !== null && (!best || amount > best.amount)) best = { line, amount };
  }
  const what =
    ask.amountOf === "budget"
      ? "budget"
      : ask.amountOf === "pipeline"
        ? "pipeline"
        : "book of business";
  if (!best)
    return {
      line: null,
      covered: false,
      detail: `no ${what} with an amount is shown`,
      matched: [],
    };
  return {
    line: best.line,
    covered: best.amount >= (ask.amount ?? 0),
    detail: `largest ${what} shown: ${formatMoney(best.amount)}`,
    matched: [],
  };
}

function formatMoney(amount: number): string {
  if (amount >= 1e6) return `${round(amount / 1e6)}M`;
  if (amount >= 1e3) return `${Math.round(amount / 1e3)}K`;
  return String(amount);
}
