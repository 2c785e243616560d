"use client";
import type { JobDetail } from "../types";
import { apiJson } from "./fetcher";
import { keys } from "./keys";
import { storeJob } from "./mutations";
import type { JobTextKind } from "./stream-text";

/** Saves the user's edit of a generated text; the answer is the whole job, so no refetch. */
export async function saveJobText(
  jobId: string,
  kind: JobTextKind,
  text: string,
): Promise<JobDetail> {
  const job = await apiJson<JobDetail>("PATCH", `${keys.job(jobId)}/${kind}`, { text });
  await storeJob(job);
  return job;
}
