import "server-only";
import { buildRecommendations } from "../ai/local";
import { modelFailure, noTextFailure } from "../ai/model-error";
import { generateQuestions, writeDocument } from "../ai/tasks";
import { db } from "../db";
import { buildAnalysis } from "./analyze-job";
import { replaceQuestions } from "./generate-questions";
import { loadGenerationContext, type JobGeneration } from "./generation-context";
import { getJob } from "./jobs";

/**
 * Analysis, tailored résumé with its recommendations, cover letter and interview
 * questions, written side by side and stored together: all of it or none of it.
 */
export async function generateAll({ userId, jobId, abortSignal }: JobGeneration) {
  const context = await loadGenerationContext({ userId, jobId });
  const options = { abortSignal };
  const [analysis, tailoredResume, coverLetter, questions] = await Promise.all([
    buildAnalysis(context, abortSignal),
    writeDocument("resume", context, options),
    writeDocument("cover-letter", context, options),
    generateQuestions(context, options),
  ]).catch((error: unknown) => {
    throw modelFailure(error);
  });
  if (!tailoredResume.trim() || !coverLetter.trim()) {
    throw noTextFailure();
  }
  await db().$transaction(async (tx) => {
    await tx.job.updateMany({
      where: { id: jobId, userId },
      data: {
        analysis,
        tailoredResume,
        coverLetter,
        recommendations: buildRecommendations(context.fit),
      },
    });
    await replaceQuestions(tx, { userId, jobId, questions });
  });
  return getJob({ userId, jobId });
}
