import { JOB_STATUSES, STATUS_LABELS, type JobStatus, type JobSummary } from "@/lib/types";

export type StatusGroup = { status: JobStatus; label: string; jobs: JobSummary[]; count: number };

/** One group per status, in board column order, each keeping the list's own order of jobs. */
export function groupJobsByStatus(jobs: readonly JobSummary[]): StatusGroup[] {
  return JOB_STATUSES.map((status) => {
    const inStatus = jobs.filter((job) => job.status === status);
    return { status, label: STATUS_LABELS[status], jobs: inStatus, count: inStatus.length };
  });
}

export function isJobStatus(value: string): value is JobStatus {
  return (JOB_STATUSES as readonly string[]).includes(value);
}
