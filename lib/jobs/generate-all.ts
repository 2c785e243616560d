import "server-only";
import { modelFailure, noTextFailure } from "../ai/model-error";
import { generateQuestions, writeDocument } from "../ai/tasks";
import { db } from "../db";
import { runMatchTask } from "../match-worker/run";
import { buildAnalysis } from "./analyze-job";
import { loadGenerationContext, type JobGeneration } from "./generation-context";
import { getJob } from "./jobs";
import { storeQuestions, storeText } from "./store-documents";

/**
 * Analysis, tailored résumé with its recommendations, cover letter and interview
 * questions, written side by side and stored together: all of it or none of it.
 */
export async function generateAll({ userId, jobId, abortSignal }: JobGeneration) {
  const context = await loadGenerationContext({ userId, jobId });
  const options = { abortSignal };
  const [analysis, tailoredResume, coverLetter, questions, recommendations] = await Promise.all([
    buildAnalysis(context, abortSignal),
    writeDocument("resume", context, options),
    writeDocument("cover-letter", context, options),
    generateQuestions(context, options),
    runMatchTask("recommendations", { fit: context.fit, resumeText: context.resumeText }),
  ]).catch((error: unknown) => {
    throw modelFailure(error);
  });
  if (!tailoredResume.trim() || !coverLetter.trim()) {
    throw noTextFailure();
  }
  // Each text replaced here stays a version of its document, so it can be restored.
  const write = { userId, jobId, origin: "generated" as const, inputs: context.inputs };
  await db().$transaction(async (tx) => {
    await tx.job.updateMany({
      where: { id: jobId, userId },
      data: { analysis, analysisInputs: context.inputs },
    });
    await storeText(tx, {
      ...write,
      document: "resume",
      text: tailoredResume,
      recommendations,
    });
    await storeText(tx, { ...write, document: "cover-letter", text: coverLetter });
    await storeQuestions(tx, { ...write, questions });
  });
  return getJob({ userId, jobId });
}
