"use client";
import { mutate } from "swr";
import type { JobDetail } from "../types";
import { apiJson } from "./fetcher";
import { keys } from "./keys";
import { toast } from "./toast-store";

/** Spec 1 §9: the slow-operation hint for single generations. */
export const SLOW_HINT_MS = 10_000;
export const SLOW_HINT_MESSAGE = "This may take up to 30 seconds.";

/**
 * Shows a 'Still working' toast if the promise has not settled after `afterMs`, so a
 * long wait does not look like a hang; the timer is cleared as soon as it settles.
 */
export async function withSlowHint<T>(
  promise: Promise<T>,
  {
    afterMs = SLOW_HINT_MS,
    message = SLOW_HINT_MESSAGE,
  }: { afterMs?: number; message?: string } = {},
): Promise<T> {
  const timer = setTimeout(() => toast({ title: "Still working", description: message }), afterMs);
  try {
    return await promise;
  } finally {
    clearTimeout(timer);
  }
}

/** Computes and stores the job's analysis; the answer is the whole job, so no refetch is needed. */
export async function analyzeJob(jobId: string): Promise<JobDetail> {
  const job = await apiJson<JobDetail>("POST", `${keys.job(jobId)}/analyze`);
  await Promise.all([mutate(keys.job(jobId), job, { revalidate: false }), mutate(keys.jobs)]);
  return job;
}
