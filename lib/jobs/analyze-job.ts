import "server-only";
import { ApiError } from "../api/errors";
import { db } from "../db";
import { analyzeFit } from "../match";
import type { Analysis } from "../types";
import { getJob } from "./jobs";

export const NO_RESUME_MESSAGE =
  "Add your master résumé first: the analysis compares it with this job.";

/**
 * Scores the job against the user's master résumé with lib/match (deterministic; the
 * numbers never come from a language model) and stores the result on the job.
 */
export async function analyzeJob({ userId, jobId }: { userId: string; jobId: string }) {
  const [job, resume] = await Promise.all([
    getJob({ userId, jobId }),
    db().masterResume.findUnique({ where: { userId }, select: { text: true } }),
  ]);
  if (!resume?.text.trim()) throw ApiError.badRequest(NO_RESUME_MESSAGE);
  const result = analyzeFit({
    resumeText: resume.text,
    jobTitle: job.title,
    jobDescription: job.description,
  });
  const analysis: Analysis = {
    score: result.score,
    coverageCovered: result.coverageCovered,
    coverageTotal: result.coverageTotal,
    alignmentExplanation: result.alignmentExplanation,
    strengths: result.strengths,
    flags: result.flags,
    gaps: result.gaps,
    companyOverview: result.companyOverview,
    matchedKeywords: result.matchedKeywords,
    jobKeywords: result.jobKeywords,
    resumeKeywords: result.resumeKeywords,
    requirements: result.requirements,
    isScored: result.isScored,
  };
  const { count } = await db().job.updateMany({ where: { id: jobId, userId }, data: { analysis } });
  if (count === 0) throw ApiError.notFound("Job not found");
  return getJob({ userId, jobId });
}
