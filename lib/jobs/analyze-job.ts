import "server-only";
import { writeAnalysisProse, type JobContext } from "../ai/tasks";
import { ApiError } from "../api/errors";
import { db } from "../db";
import type { Analysis } from "../types";
import { loadGenerationContext, type JobGeneration } from "./generation-context";
import { getJob } from "./jobs";

/**
 * The analysis as stored: every number from lib/match; only the explanation and the
 * company overview may be worded by a model.
 */
export async function buildAnalysis(
  context: JobContext,
  abortSignal?: AbortSignal,
): Promise<Analysis> {
  const { fit } = context;
  const prose = await writeAnalysisProse(context, { abortSignal });
  return {
    score: fit.score,
    coverageCovered: fit.coverageCovered,
    coverageTotal: fit.coverageTotal,
    alignmentExplanation: prose.alignmentExplanation,
    strengths: prose.strengths,
    flags: fit.flags,
    gaps: fit.gaps,
    companyOverview: prose.companyOverview,
    matchedKeywords: fit.matchedKeywords,
    jobKeywords: fit.jobKeywords,
    resumeKeywords: fit.resumeKeywords,
    requirements: fit.requirements,
    conditions: fit.conditions,
    isScored: fit.isScored,
  };
}

/** Scores the job against the user's master résumé and stores the analysis on the job. */
export async function analyzeJob({ userId, jobId, abortSignal }: JobGeneration) {
  const context = await loadGenerationContext({ userId, jobId });
  const analysis = await buildAnalysis(context, abortSignal);
  const { count } = await db().job.updateMany({
    where: { id: jobId, userId },
    data: { analysis, analysisInputs: context.inputs },
  });
  if (count === 0) throw ApiError.notFound("Job not found");
  return getJob({ userId, jobId });
}
