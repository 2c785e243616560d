import { STATUS_LABELS, type JobStatus, type JobSummary } from "../types";

/** Spec 1 §9: the dashboard shows this many recent jobs before 'Show all N jobs'. */
export const DASHBOARD_RECENT_JOBS = 5;

export type StatusFilter = JobStatus | "all";
export const JOB_SORTS = ["recent", "oldest", "company"] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_SORT_LABELS: Record<JobSort, string> = {
  recent: "Recently updated",
  oldest: "Oldest first",
  company: "Company A-Z",
};

export type JobQuery = { term: string; status: StatusFilter; sort: JobSort };

const time = (value: string) => new Date(value).getTime() || 0;
const compareText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: "base" });

const COMPARATORS: Record<JobSort, (a: JobSummary, b: JobSummary) => number> = {
  recent: (a, b) => time(b.updatedAt) - time(a.updatedAt),
  oldest: (a, b) => time(a.createdAt) - time(b.createdAt),
  company: (a, b) => compareText(a.company, b.company) || compareText(a.title, b.title),
};

export const isSearching = (term: string) => term.trim().length > 0;

/** "1 job", "7 jobs". */
export const jobCount = (count: number) => `${count} job${count === 1 ? "" : "s"}`;

/** Search (title, company and the listed start of the description; case-insensitive), status filter, then sort. */
export function queryJobs(
  jobs: readonly JobSummary[],
  { term, status, sort }: JobQuery,
): JobSummary[] {
  const needle = term.trim().toLowerCase();
  return jobs
    .filter((job) => status === "all" || job.status === status)
    .filter(
      (job) =>
        !needle ||
        [job.title, job.company, job.description].some((field) =>
          field?.toLowerCase().includes(needle),
        ),
    )
    .sort(COMPARATORS[sort]);
}

/** The empty-state text when a query matches nothing (null when there are results). */
export function emptyJobsMessage(
  totalJobs: number,
  resultCount: number,
  { term, status }: JobQuery,
) {
  if (resultCount > 0) return null;
  if (totalJobs === 0) return "No jobs yet. Add your first job below!";
  if (isSearching(term)) return `No jobs found matching "${term.trim()}"`;
  if (status !== "all") return `No jobs found with status "${STATUS_LABELS[status]}"`;
  return "No jobs yet. Add your first job below!";
}
