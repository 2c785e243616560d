"use client";
import { mutate } from "swr";
import type { JobDetail } from "../types";
import { apiJson } from "./fetcher";
import { keys } from "./keys";
import type { JobTextKind } from "./stream-text";

/** Saves the user's edit of a generated text; the answer is the whole job, so no refetch. */
export async function saveJobText(
  jobId: string,
  kind: JobTextKind,
  text: string,
): Promise<JobDetail> {
  const job = await apiJson<JobDetail>("PATCH", `${keys.job(jobId)}/${kind}`, { text });
  await Promise.all([mutate(keys.job(jobId), job, { revalidate: false }), mutate(keys.jobs)]);
  return job;
}

export const saveTailoredResume = (jobId: string, text: string) =>
  saveJobText(jobId, "resume", text);

export const saveCoverLetter = (jobId: string, text: string) =>
  saveJobText(jobId, "cover-letter", text);
