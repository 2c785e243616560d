"use client";
import { mutate } from "swr";
import type { JobDetail } from "../types";
import { apiJson } from "./fetcher";
import { keys } from "./keys";

/** Computes and stores the job's analysis; the answer is the whole job, so no refetch is needed. */
export async function analyzeJob(jobId: string): Promise<JobDetail> {
  const job = await apiJson<JobDetail>("POST", `${keys.job(jobId)}/analyze`);
  await Promise.all([mutate(keys.job(jobId), job, { revalidate: false }), mutate(keys.jobs)]);
  return job;
}
