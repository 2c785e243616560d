import { describeFit } from "./explain-fit";
import { extractAsks } from "./extract-requirements";
import { findEvidence } from "./find-evidence";
import { withListedEvidence } from "./listed-evidence";
import { checkLocation, resumePlace } from "./location";
import type { ResumeIndex } from "./resume/index-resume";
import { cachedIndex } from "./shows";
import { namedSeniority, SENIORITY_RANK, seniorityFromYears, titleSimilarity } from "./seniority";
import { getSkill } from "./skill-matcher";
import type { JobCondition } from "@/lib/types";
import type { FitInput, FitResult, Requirement, Seniority } from "./types";
import { boundedText, boundedTextKept } from "./bounded-text";
import { fromIndex } from "./resume/index-memo";
import { resumeJobTitles } from "./resume/titles";
import { boundedMemo } from "./bounded-memo";

/*
 * The fit formula. Every number in the result comes from here; a language model may
 * reword the explanation but never changes these.
 *
 *   r          = one ask of the posting, as it states it (extract-requirements.ts): a
 *                vocabulary skill or a group of alternatives ("Zendesk or Freshdesk", any
 *                member covers it), a phrase kept whole ("renewal and expansion targets"),
 *                a licence with its jurisdiction, or a structured ask: years (in total or
 *                in a function, from the résumé's dated roles or a stated figure), people
 *                leadership (team size, managing managers), a budget or book of business,
 *                a degree (level and field, "or equivalent experience"), a language.
 *                Conditions a résumé cannot show (travel, authorisation, schedule) are
 *                listed to confirm and not scored.
 *   covered(r) = the résumé shows it (find-evidence.ts): a line with the ask's words in any
 *                inflection or synonym, a skill under any of its names, a quantified result
 *                for a goal ("targets", "quota"), or a structured fact that meets the ask
 *   weight(r)  = 3 for a required ask, 1 for a preferred one, × 0.75 for a phrase
 *   coverage   = Σ weight(r) · covered(r) / Σ weight(r), where covered(r) is 1, or 0.5 when
 *                a line shows part of a phrase ask (a third of its weight or more) and 0
 *                otherwise
 *   title      = best similarity of the job title to a résumé title, 0..1
 *                (same head role noun 0.6, + 0.4 × share of the job title's other words)
 *   level      = seniority points, bounded to [-10, +5]: same rung +5; one rung apart +2;
 *                résumé two or more rungs below the job −5 per rung beyond the first;
 *                two or more above 0 (not penalised); unknown 0; and 0 unless
 *                title ≥ 0.3, since levels only compare within one profession
 *   score      = round(clamp(85 · coverage + 10 · title + level, 0, 100))
 *                or, for a job without a title (nothing to compare), 100 · coverage
 *
 * coverageCovered / coverageTotal count asks, unweighted. matchedKeywords lists the asks
 * found (a group named for the member found); jobKeywords the asks as the posting names
 * them. A job with no asks is not scored (isScored false, score 0) and the explanation
 * says why.
 */
export const COVERAGE_POINTS = 85;
export const TITLE_POINTS = 10;
const REQUIRED_WEIGHT = 3;
const PREFERRED_WEIGHT = 1;
const PHRASE_FACTOR = 0.75;
const PARTIAL_CREDIT = 0.5;
export const KEYWORD_CAP = 12;
export const STRENGTH_CAP = 4;

export type FitBreakdown = {
  coverage: number;
  titlePoints: number;
  levelPoints: number;
  jobTitle: string;
  bestResumeTitle: string | null;
  titleScore: number;
  jobLevel: Seniority | null;
  resumeLevel: Seniority | null;
};

export function levelPoints(job: Seniority | null, resume: Seniority | null): number {
  if (!job || !resume) return 0;
  const diff = SENIORITY_RANK[resume] - SENIORITY_RANK[job];
  if (diff === 0) return 5;
  if (Math.abs(diff) === 1) return 2;
  return diff < 0 ? Math.max(-10, -5 * (-diff - 1)) : 0;
}

// A required group and a preferred member ("Python or Go"; "Python a plus") are both
// requirements, and both are named Python when Python covers them: list it once.
function distinctNames(names: string[]): string[] {
  return [...new Set(names)];
}

function bestTitle(jobTitle: string, titles: string[]): { title: string | null; score: number } {
  let best: { title: string | null; score: number } = { title: titles[0] ?? null, score: 0 };
  for (const title of titles) {
    const score = titleSimilarity(jobTitle, title);
    if (score > best.score) best = { title, score };
  }
  return best;
}

// Titles repeat from posting to posting ("Senior Frontend Engineer"): each is compared with
// the résumé's titles once, in a bounded memo kept with the résumé's index.
const MEMO_TITLES = 500;
const MEMO_TITLE_CHARS = 200;

function titleMatch(index: ResumeIndex, jobTitle: string, titles: string[]) {
  if (jobTitle.length > MEMO_TITLE_CHARS) return bestTitle(jobTitle, titles);
  const memo = fromIndex(index, "titleMatch", () =>
    boundedMemo<ReturnType<typeof bestTitle>>(MEMO_TITLES),
  );
  return memo(jobTitle, () => bestTitle(jobTitle, titles));
}

/** Conditions about place, each with what the résumé's own address says of it. */
function checkedConditions(conditions: JobCondition[], index: ResumeIndex): JobCondition[] {
  const place = fromIndex(index, "place", () =>
    resumePlace(index.lines.filter((l) => l.kind === "header").map((l) => l.text)),
  );
  return conditions.map((condition) => {
    const check = checkLocation(condition.asked, place);
    return check ? { ...condition, check } : condition;
  });
}

export function analyzeFit({
  resumeText,
  jobTitle,
  jobDescription,
  now = new Date(),
}: FitInput): FitResult {
  resumeText = boundedTextKept(resumeText);
  jobTitle = boundedText(jobTitle);
  jobDescription = boundedText(jobDescription);
  const index = cachedIndex(resumeText, now);
  const { asks, conditions } = extractAsks(jobDescription);
  const requirements: Requirement[] = withListedEvidence(
    asks,
    asks.map((ask) => {
      const found = findEvidence(ask, index);
      return {
        keyword: found.keyword,
        kind: ask.kind,
        type: ask.type,
        evidence: found.evidence,
        asked: ask.asked,
        matched: found.matched,
        ...(found.detail ? { detail: found.detail } : {}),
        ...(found.partial ? { partial: found.partial } : {}),
      };
    }),
  );

  let total = 0;
  let covered = 0;
  asks.forEach((ask, i) => {
    const weight =
      (ask.kind === "required" ? REQUIRED_WEIGHT : PREFERRED_WEIGHT) *
      (ask.type === "phrase" ? PHRASE_FACTOR : 1);
    total += weight;
    if (requirements[i].evidence !== null) covered += weight;
    else if (requirements[i].partial) covered += weight * PARTIAL_CREDIT;
  });
  const coverage = total === 0 ? 0 : covered / total;

  const titles = fromIndex(index, "titles", () =>
    resumeJobTitles(
      resumeText,
      index.lines.map((l) => l.kind),
    ),
  );
  const title = titleMatch(index, jobTitle, titles);
  const jobLevel =
    namedSeniority(jobTitle) ??
    seniorityFromYears(jobDescription) ??
    (jobTitle.trim() ? "mid" : null);
  const resumeLevel = titles.length > 0 ? (namedSeniority(titles[0]) ?? "mid") : null;
  const breakdown: FitBreakdown = {
    coverage,
    titlePoints: Math.round(TITLE_POINTS * title.score * 10) / 10,
    // Seniority only compares within a profession: a senior nurse is not a senior engineer.
    levelPoints: title.score >= 0.3 ? levelPoints(jobLevel, resumeLevel) : 0,
    jobTitle: jobTitle.trim(),
    bestResumeTitle: title.title,
    titleScore: title.score,
    jobLevel,
    resumeLevel,
  };
  const isScored = asks.length > 0;
  const raw = breakdown.jobTitle
    ? COVERAGE_POINTS * coverage + breakdown.titlePoints + breakdown.levelPoints
    : 100 * coverage;
  const score = isScored ? Math.round(Math.min(100, Math.max(0, raw))) : 0;

  const resumeKeywords = index.rankedSkills.slice(0, KEYWORD_CAP).map((id) => getSkill(id).name);
  return {
    score,
    isScored,
    coverageCovered: requirements.filter((r) => r.evidence !== null).length,
    coverageTotal: requirements.length,
    companyOverview: "",
    matchedKeywords: distinctNames(
      requirements.filter((r) => r.evidence !== null).map((r) => r.keyword),
    ).slice(0, KEYWORD_CAP),
    jobKeywords: distinctNames(asks.map((a) => a.keyword)).slice(0, KEYWORD_CAP),
    resumeKeywords,
    requirements,
    conditions: checkedConditions(conditions, index),
    ...describeFit({ score, requirements, breakdown, isScored }),
  };
}
