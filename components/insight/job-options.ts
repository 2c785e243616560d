import type { JobSummary } from "@/lib/types";

/** Radix Select cannot hold an empty value; this one stands for "no job". */
export const NO_JOB = "none";

export const jobLabel = (job: { title: string; company: string }) =>
  `${job.title} — ${job.company}`;

/** The user's jobs, most recently updated first (spec 2 §9). */
export function jobsByRecentUpdate(jobs: JobSummary[]): JobSummary[] {
  return [...jobs].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}
