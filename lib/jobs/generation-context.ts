import "server-only";
import type { JobContext } from "../ai/tasks";
import { ApiError } from "../api/errors";
import { db } from "../db";
import { runMatchTask } from "../match-worker/run";
import { generationInputs, type GenerationInputs } from "./fingerprint";
import { getJobTexts } from "./jobs";
import { realJobTitle } from "./placeholder-titles";

export const NO_RESUME_MESSAGE =
  "Add your master résumé first: everything here is written from it.";

/** One generation for one of the user's jobs; the signal is the request's own. */
export type JobGeneration = { userId: string; jobId: string; abortSignal?: AbortSignal };

/**
 * The job, the master résumé and their fit (lib/match, deterministic) for one generation,
 * with the fingerprint of those texts that is stored beside what gets written.
 */
export async function loadGenerationContext({
  userId,
  jobId,
}: JobGeneration): Promise<JobContext & { jobId: string; inputs: GenerationInputs }> {
  const [job, resume] = await Promise.all([
    getJobTexts({ userId, jobId }),
    db().masterResume.findUnique({ where: { userId }, select: { text: true } }),
  ]);
  if (!resume?.text.trim()) throw ApiError.badRequest(NO_RESUME_MESSAGE);
  // A placeholder title ("Quick Start Job") says nothing about the role: not compared.
  const title = realJobTitle(job.title);
  const fit = await runMatchTask("fit", {
    resumeText: resume.text,
    jobTitle: title,
    jobDescription: job.description,
  });
  return {
    jobId,
    resumeText: resume.text,
    job: { title, company: job.company, description: job.description },
    fit,
    inputs: generationInputs({ jobDescription: job.description, resumeText: resume.text }),
  };
}
