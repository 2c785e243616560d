import "server-only";
import { getMasterResume } from "../resume/master-resume";
import { getUserBoards } from "./boards";
import { demoJobs } from "./demo-jobs";
import { mergeResults } from "./merge";
import { rankResults } from "./rank";
import { searchAllSources } from "./search-sources";
import { discoverSettings } from "./settings";
import type { DiscoverFilters, DiscoveredJob, SourceReport } from "./types";

/** The answer of POST /api/discover. */
export type DiscoverAnswer = {
  jobs: DiscoveredJob[];
  sources: SourceReport[];
  /** True when no source is configured or none answered: the jobs are demo jobs. */
  demo: boolean;
  sorted: "relevance" | "date";
  page: number;
};

/** What every search starts from: the sources asked, merged, and the user's résumé text. */
export async function searchSources({
  userId,
  filters,
  page,
  signal,
}: {
  userId: string;
  filters: DiscoverFilters;
  page: number;
  signal?: AbortSignal;
}) {
  const [boards, resume] = await Promise.all([
    getUserBoards({ userId }),
    getMasterResume({ userId }),
  ]);
  const outcome = await searchAllSources(filters, { page }, discoverSettings(boards), { signal });
  const demo = !outcome.reports.some((report) => report.ok);
  const merged = demo ? demoJobs(filters) : mergeResults(outcome.jobs);
  const resumeText = resume?.text.trim() ? resume.text : null;
  return { merged, reports: outcome.reports, demo, resumeText };
}

/** Standard search: one page from every source, merged and ranked against the master résumé. */
export async function discoverJobs(options: {
  userId: string;
  filters: DiscoverFilters;
  page: number;
  signal?: AbortSignal;
}): Promise<DiscoverAnswer> {
  const { merged, reports, demo, resumeText } = await searchSources(options);
  const { jobs, sorted } = rankResults(merged, resumeText);
  return { jobs, sources: reports, demo, sorted, page: options.page };
}
