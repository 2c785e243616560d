// Scores lib/match against the hand-labelled evidence set: each labelled ask is matched to
// the requirement whose posting text overlaps it most, and its covered/gap status compared.
// Used by the evidence-set test and `npm run bench`.
import { analyzeFit, type FitResult } from "@/lib/match";
import { EVIDENCE_SET, type EvidencePair } from "../fixtures/evidence-set";

/** The date the set's "Present" means (its résumés count years up to November 2026). */
export const EVIDENCE_NOW = new Date("2026-11-26T00:00:00Z");

export type AskOutcome = {
  pair: string;
  asked: string;
  label: "covered" | "gap" | "condition";
  predicted: "covered" | "gap" | "condition" | "missing";
  keyword?: string;
  evidence?: string | null;
  detail?: string;
  kindOk?: boolean;
};

export type EvidenceScores = {
  pairs: number;
  fields: number;
  precision: number;
  recall: number;
  gapRecall: number;
  found: number;
  spurious: { pair: string; keyword: string }[];
  outcomes: AskOutcome[];
  counts: { tp: number; fp: number; fn: number; gaps: number; gapsFlagged: number; asks: number };
};

type Located = { start: number; end: number };

/** Where a text stands in the posting (first occurrence), or null. */
function locate(description: string, text: string | undefined): Located | null {
  return locateAll(description, text)[0] ?? null;
}

/**
 * Every place a requirement's text stands in the posting: "Fear Free" may be in the
 * company's introduction before the requirements list, and the requirement is the list's.
 */
function locateAll(description: string, text: string | undefined): Located[] {
  const spans: Located[] = [];
  if (!text) return spans;
  for (let at = description.indexOf(text); at >= 0 && spans.length < 20;) {
    // Whole words only: the skill "PT" is not asked inside "WebPT".
    if (isWholeAt(description, at, text)) spans.push({ start: at, end: at + text.length });
    at = description.indexOf(text, at + 1);
  }
  return spans;
}

const WORD_CHAR_RE = /[\p{L}\p{N}]/u;
const isWordChar = (c: string | undefined) => c !== undefined && WORD_CHAR_RE.test(c);
/** Whether the text stands at `at` as whole words: the skill "PT" is not asked in "WebPT". */
const isWholeAt = (description: string, at: number, text: string) =>
  !(isWordChar(text[0]) && isWordChar(description[at - 1])) &&
  !(isWordChar(text[text.length - 1]) && isWordChar(description[at + text.length]));

const overlapOne = (a: Located, b: Located) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

const overlap = (spans: Located[], b: Located) =>
  spans.reduce((most, a) => Math.max(most, overlapOne(a, b)), 0);

export function fitFor(pair: EvidencePair): FitResult {
  return analyzeFit({
    resumeText: pair.resumeText,
    jobTitle: pair.jobTitle,
    jobDescription: pair.jobDescription,
    now: EVIDENCE_NOW,
  });
}

function pairOutcomes(pair: EvidencePair, fit: FitResult) {
  const reqs = fit.requirements.map((r) => ({ r, at: locateAll(pair.jobDescription, r.asked) }));
  const conds = fit.conditions.map((c) => ({ c, at: locateAll(pair.jobDescription, c.asked) }));
  const outcomes: AskOutcome[] = pair.requirements.map((ask) => {
    const at = locate(pair.jobDescription, ask.asked);
    const base = { pair: pair.id, asked: ask.asked, label: ask.label };
    if (!at) return { ...base, predicted: "missing" as const };
    // An ask the requirements split ("journal entries, accruals and prepaid schedules") is
    // covered when most of its parts are; the part overlapping most names it.
    const parts = reqs
      .map(({ r, at: spans }) => ({ r, o: overlap(spans, at) }))
      .filter((p) => p.o > 0);
    const overlapping = conds.filter(({ at: spans }) => overlap(spans, at) > 0);
    // A condition the résumé's own address answers ("Eastern time zone", "Charlotte, NC").
    const isMet = overlapping.some(({ c }) => c.check?.met === true);
    if (parts.length === 0)
      return {
        ...base,
        predicted: isMet
          ? ("covered" as const)
          : overlapping.length > 0
            ? ("condition" as const)
            : ("missing" as const),
      };
    const r = parts.reduce((a, b) => (b.o > a.o ? b : a)).r;
    const coveredParts = parts.filter((p) => p.r.evidence !== null).length;
    return {
      ...base,
      predicted: coveredParts * 2 > parts.length ? ("covered" as const) : ("gap" as const),
      keyword: r.keyword,
      evidence: r.evidence,
      detail: r.detail,
      kindOk: r.kind === ask.kind,
    };
  });
  // A requirement that overlaps no labelled ask (not even a condition) was not asked.
  const labelled = pair.requirements
    .map((ask) => locate(pair.jobDescription, ask.asked))
    .filter((at): at is Located => at !== null);
  const spurious = reqs
    .filter(({ at }) => !labelled.some((l) => overlap(at, l) > 0))
    .map(({ r }) => ({ pair: pair.id, keyword: r.keyword }));
  return { outcomes, spurious };
}

export function scoreEvidenceSet(pairs: EvidencePair[] = EVIDENCE_SET): EvidenceScores {
  const outcomes: AskOutcome[] = [];
  const spurious: EvidenceScores["spurious"] = [];
  for (const pair of pairs) {
    const result = pairOutcomes(pair, fitFor(pair));
    outcomes.push(...result.outcomes);
    spurious.push(...result.spurious);
  }
  const asks = outcomes.filter((o) => o.label !== "condition");
  const tp = asks.filter((o) => o.label === "covered" && o.predicted === "covered").length;
  const fp = asks.filter((o) => o.label === "gap" && o.predicted === "covered").length;
  const fn = asks.filter((o) => o.label === "covered" && o.predicted !== "covered").length;
  const gaps = asks.filter((o) => o.label === "gap").length;
  const gapsFlagged = asks.filter((o) => o.label === "gap" && o.predicted === "gap").length;
  return {
    pairs: pairs.length,
    fields: new Set(pairs.map((p) => p.field)).size,
    precision: tp / Math.max(1, tp + fp),
    recall: tp / Math.max(1, tp + fn),
    gapRecall: gapsFlagged / Math.max(1, gaps),
    found:
      asks.filter((o) => o.predicted === "covered" || o.predicted === "gap").length /
      Math.max(1, asks.length),
    spurious,
    outcomes,
    counts: { tp, fp, fn, gaps, gapsFlagged, asks: asks.length },
  };
}
