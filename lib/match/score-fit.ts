import { describeFit } from "./explain-fit";
import { extractJobKeywords, type JobKeyword } from "./extract-requirements";
import { indexResume, phraseEvidence, skillEvidence, type ResumeIndex } from "./find-evidence";
import {
  findResumeTitles,
  namedSeniority,
  SENIORITY_RANK,
  seniorityFromYears,
  titleSimilarity,
} from "./seniority";
import { getSkill } from "./skill-matcher";
import type { FitInput, FitResult, Requirement, Seniority } from "./types";

/*
 * The fit formula. Every number in the result comes from here; a language model may
 * reword the explanation but never changes these.
 *
 *   r          = one requirement: a vocabulary skill, a phrase, or a group of alternatives.
 *                Skills on one line joined by "or" or a slash ("Zendesk or Freshdesk",
 *                "AWS, GCP or Azure", "Zendesk/Freshdesk") are one group, covered when any
 *                member has evidence (the first in the ad's order that has some) and counted
 *                once. "and" lists stay separate skills, and an "or" before a non-skill
 *                adds nothing ("Python or equivalent experience" is Python); see
 *                alternatives.ts. A group implied by a requirement made of some of its
 *                members, at least as strongly asked, is dropped (no skill counts twice).
 *   weight(r)  = 3 for a required keyword, 1 for a preferred one,
 *                halved for a phrase found outside the vocabulary (less certain)
 *   coverage   = Σ weight(r) · covered(r) / Σ weight(r)          covered: has evidence
 *   title      = best similarity of the job title to a résumé title, 0..1
 *                (same head role noun 0.6, + 0.4 × share of the job title's other words)
 *   level      = seniority points, bounded to [-10, +5]: same rung +5; one rung apart +2;
 *                résumé two or more rungs below the job −5 per rung beyond the first;
 *                two or more above 0 (not penalised); unknown 0; and 0 unless
 *                title ≥ 0.3, since levels only compare within one profession
 *   score      = round(clamp(85 · coverage + 10 · title + level, 0, 100))
 *                or, for a job without a title (nothing to compare), 100 · coverage
 *
 * coverageCovered / coverageTotal count requirements (a group once), unweighted. A covered
 * group's requirement is named for the member found ("Zendesk"), a missing one for the
 * group ("Zendesk or Freshdesk"). matchedKeywords lists the skills found; jobKeywords the
 * job's requirements as asked (a group by its label). A job with no extractable
 * requirements is not scored (isScored false, score 0) and the explanation says why.
 */
export const COVERAGE_POINTS = 85;
export const TITLE_POINTS = 10;
const REQUIRED_WEIGHT = 3;
const PREFERRED_WEIGHT = 1;
const PHRASE_FACTOR = 0.5;
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

/** The requirement's evidence; a covered group is named for the member found. */
function findRequirement(
  index: ResumeIndex,
  k: JobKeyword,
): Pick<Requirement, "keyword" | "evidence"> {
  if (k.skillId === null) return { keyword: k.keyword, evidence: phraseEvidence(index, k.keyword) };
  for (const id of k.alternatives ?? [k.skillId]) {
    const evidence = skillEvidence(index, id);
    if (evidence !== null) return { keyword: getSkill(id).name, evidence };
  }
  return { keyword: k.keyword, evidence: null };
}

export function analyzeFit({ resumeText, jobTitle, jobDescription }: FitInput): FitResult {
  const index = indexResume(resumeText);
  const keywords = extractJobKeywords(jobDescription);
  const requirements: Requirement[] = keywords.map((k) => {
    const { keyword, evidence } = findRequirement(index, k);
    return { keyword, kind: k.kind, evidence };
  });

  let total = 0;
  let covered = 0;
  keywords.forEach((k, i) => {
    const weight =
      (k.kind === "required" ? REQUIRED_WEIGHT : PREFERRED_WEIGHT) *
      (k.skillId === null ? PHRASE_FACTOR : 1);
    total += weight;
    if (requirements[i].evidence !== null) covered += weight;
  });
  const coverage = total === 0 ? 0 : covered / total;

  const titles = findResumeTitles(resumeText);
  const title = bestTitle(jobTitle, titles);
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
  const isScored = keywords.length > 0;
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
    jobKeywords: distinctNames(keywords.map((k) => k.keyword)).slice(0, KEYWORD_CAP),
    resumeKeywords,
    requirements,
    ...describeFit({ score, requirements, breakdown, isScored }),
  };
}
