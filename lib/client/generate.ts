"use client";
import type { JobDetail } from "../types";
import { apiJson, HttpError, isUnauthorized } from "./fetcher";
import { QUICK_START_JOB_TITLE } from "../jobs/placeholder-titles";
import { keys } from "./keys";
import { createJob, saveMasterResume, storeJob } from "./mutations";
import { toastError } from "./toast-store";

async function postGeneration(jobId: string, action: string): Promise<JobDetail> {
  const job = await apiJson<JobDetail>("POST", `${keys.job(jobId)}/${action}`);
  await storeJob(job);
  return job;
}

/** Computes and stores the job's analysis. */
export const analyzeJob = (jobId: string) => postGeneration(jobId, "analyze");

/** Replaces the job's interview questions with freshly generated ones. */
export const generateQuestions = (jobId: string) => postGeneration(jobId, "generate-questions");

/** Fills analysis, tailored résumé, cover letter and questions in one call. */
export const generateAll = (jobId: string) => postGeneration(jobId, "generate-all");

/**
 * A 4xx says what the user can fix (add a résumé, wait out a rate limit) and a 502 names
 * the AI settings to check; anything else gets the fallback.
 */
export function generationErrorMessage(error: unknown, fallback: string): string {
  const isActionable =
    error instanceof HttpError &&
    ((error.status >= 400 && error.status < 500) || error.status === 502);
  return isActionable ? error.serverMessage : fallback;
}

/** Toasts a failed generation; a lost session stays silent because the shell signs in again. */
export function toastGenerationError(error: unknown, fallback: string) {
  if (!isUnauthorized(error)) toastError(generationErrorMessage(error, fallback));
}

/** Quick start failed before a job existed; `step` says which write failed. */
export class QuickStartError extends Error {
  constructor(
    readonly step: "resume" | "job",
    readonly reason: unknown,
  ) {
    super(`Quick start failed while saving the ${step === "resume" ? "résumé" : "job"}`);
  }
}

/**
 * Spec 1 §4 "Quick start", up to the writing: save the résumé (pasted) and create 'Quick
 * Start Job'. The caller then generates everything for the job and opens it, even when
 * generation fails: what the user typed is kept either way.
 */
export async function createQuickStartJob({
  resumeText,
  jobDescription,
}: {
  resumeText: string;
  jobDescription: string;
}): Promise<JobDetail> {
  try {
    await saveMasterResume({ text: resumeText.trim(), source: "paste", fileName: null });
  } catch (error) {
    throw new QuickStartError("resume", error);
  }
  try {
    return await createJob({
      title: QUICK_START_JOB_TITLE,
      company: "—",
      description: jobDescription.trim(),
      url: null,
      salary: "",
    });
  } catch (error) {
    throw new QuickStartError("job", error);
  }
}
