"use client";
import { mutate } from "swr";
import type { JobDetail, JobStatus, JobSummary, MasterResume } from "../types";
import { apiJson } from "./fetcher";
import { isJobDetailKey, keys } from "./keys";

export type NewJob = {
  title: string;
  company: string;
  description: string;
  url: string | null;
  salary: string;
};

/** A write that answers with the whole job: cache it as it is and refresh the list. */
export async function storeJob(job: JobDetail) {
  await Promise.all([mutate(keys.job(job.id), job, { revalidate: false }), mutate(keys.jobs)]);
}

/** After a job write: refresh the job and the list (spec 1 §4). */
export async function refreshJob(id: string) {
  await Promise.all([mutate(keys.job(id)), mutate(keys.jobs)]);
}

export async function createJob(job: NewJob): Promise<JobDetail> {
  const created = await apiJson<JobDetail>("POST", keys.jobs, job);
  await mutate(keys.jobs);
  return created;
}

/** Optimistic: the list and the job show the new status at once and roll back on failure. */
export async function updateJobStatus(id: string, status: JobStatus) {
  const withStatus = (job: JobSummary) => (job.id === id ? { ...job, status } : job);
  await Promise.all([
    mutate<JobSummary[]>(
      keys.jobs,
      async (jobs) => {
        const updated = await apiJson<JobSummary>("PATCH", keys.job(id), { status });
        return jobs?.map((job) => (job.id === id ? { ...job, ...updated } : job));
      },
      {
        optimisticData: (jobs) => (jobs ?? []).map(withStatus),
        rollbackOnError: true,
        revalidate: false,
      },
    ),
    mutate<JobDetail>(keys.job(id), (job) => (job ? { ...job, status } : job), {
      revalidate: false,
    }),
  ]).catch(async (error) => {
    await mutate(keys.job(id));
    throw error;
  });
}

export async function updateJobDescription(id: string, description: string) {
  await apiJson("PATCH", keys.job(id), { description });
  await refreshJob(id);
}

export async function deleteJob(id: string) {
  await apiJson("DELETE", keys.job(id));
  await mutate(
    keys.jobs,
    (jobs: JobSummary[] | undefined) => jobs?.filter((job) => job.id !== id),
    {
      revalidate: true,
    },
  );
  await mutate(keys.job(id), undefined, { revalidate: false });
}

export async function saveMasterResume(input: {
  text: string;
  source: "paste" | "upload";
  fileName: string | null;
}): Promise<MasterResume> {
  const saved = await apiJson<MasterResume>("POST", keys.masterResume, input);
  await Promise.all([
    mutate(keys.masterResume, saved, { revalidate: false }),
    mutate(keys.snapshot),
    // Cached jobs would say their analysis and texts fit the old résumé: load them afresh.
    mutate(isJobDetailKey, undefined, { revalidate: false }),
  ]);
  return saved;
}

/** Uploads a résumé file; the server extracts and returns its text (not yet saved). */
export async function uploadResumeFile(file: File): Promise<{ text: string; fileName: string }> {
  const form = new FormData();
  form.append("resume", file);
  return apiJson("POST", `${keys.masterResume}/upload`, form);
}

/** Replaces the roles the user targets; the answer is the master résumé, cached as it is. */
export async function saveTargetRoles(targetRoles: string[]): Promise<MasterResume> {
  const saved = await apiJson<MasterResume>("PUT", `${keys.masterResume}/target-roles`, {
    targetRoles,
  });
  await mutate(keys.masterResume, saved, { revalidate: false });
  return saved;
}
