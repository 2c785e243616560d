"use client";
import { mutate } from "swr";
import type { DiscoveredJob, JobType, SourceReport, WorkArrangement } from "../discover/types";
import { LIMITS } from "../jobs/limits";
import type { JobDetail } from "../types";
import { apiJson } from "./fetcher";
import { keys } from "./keys";

// The answers of the Discover endpoints (spec 2 §7) as the screen reads them.

/** The form as typed: titles and keywords stay comma-separated text (spec 2 §2). */
export type SearchForm = {
  titles: string;
  keywords: string;
  location: string;
  salary: string;
  jobType: JobType;
  workArrangement: WorkArrangement;
};

export type SearchAnswer = {
  jobs: DiscoveredJob[];
  sources: SourceReport[];
  demo: boolean;
  sorted: "relevance" | "date";
  page: number;
};

export type ValidatedJob = DiscoveredJob & {
  validation: "live" | "not-checked";
  staleNote?: string;
  why?: string;
};

/** A result as the screen shows it: standard results carry no validation. */
export type ResultJob = DiscoveredJob &
  Partial<Pick<ValidatedJob, "validation" | "staleNote" | "why">>;

export type BackgroundStatus = "queued" | "running" | "completed" | "failed";

export type BackgroundResults = {
  search: { id: string; status: BackgroundStatus; createdAt: string; error?: string };
  jobs: ValidatedJob[];
  poweredBy: "openai" | "local";
  sources: SourceReport[];
};

export type SearchType = "discover" | "discover-dev";

export type SavedSearchSetting = {
  id: string;
  name: string;
  titles: string | string[];
  keywords: string | string[];
  location: string;
  salary: string;
  jobType: JobType;
  workArrangement: WorkArrangement;
  searchType: SearchType;
};

export type HistoryEntry = {
  id: string;
  searchDate: string;
  totalResults: number;
  results: ResultJob[];
  searchCriteria: {
    titles: string | string[];
    keywords: string | string[];
    location: string;
    salary: string;
    jobType: JobType;
    workArrangement: WorkArrangement;
  };
};

export type BoardSettings = {
  greenhouseBoards: string[];
  leverSites: string[];
  ashbyBoards: string[];
};

export const discoverKeys = {
  savedSettings: (searchType: SearchType) => `/api/saved-search-settings?searchType=${searchType}`,
  history: "/api/discovery-history",
  boardSettings: "/api/discover/settings",
};

export function searchJobs(form: SearchForm, page = 1): Promise<SearchAnswer> {
  return apiJson("POST", "/api/discover", { ...form, page });
}

export async function startBackgroundSearch(form: SearchForm): Promise<string> {
  const { searchId } = await apiJson<{ searchId: string }>(
    "POST",
    "/api/background-search/start",
    form,
  );
  return searchId;
}

export function backgroundResults(searchId: string): Promise<BackgroundResults> {
  return apiJson("GET", `/api/background-search/${encodeURIComponent(searchId)}/results`);
}

export async function saveSearchSetting(
  setting: SearchForm & { name: string; searchType: SearchType },
) {
  await apiJson("POST", "/api/saved-search-settings", setting);
  await mutate(discoverKeys.savedSettings(setting.searchType));
}

export async function deleteSearchSetting(id: string, searchType: SearchType) {
  await apiJson("DELETE", `/api/saved-search-settings/${encodeURIComponent(id)}`);
  await mutate(discoverKeys.savedSettings(searchType));
}

export async function saveBoardSettings(settings: BoardSettings): Promise<BoardSettings> {
  const saved = await apiJson<BoardSettings>("PUT", discoverKeys.boardSettings, settings);
  await mutate(discoverKeys.boardSettings, saved, { revalidate: false });
  return saved;
}

/** Adds a result to the board as a prospect; sourceId lets the server refuse demo jobs too. */
export async function addToWorkbench(job: DiscoveredJob): Promise<JobDetail> {
  const places = job.locations.length > 1 ? job.locations.join("; ") : job.location;
  const created = await apiJson<JobDetail>("POST", keys.jobs, {
    title: job.title.slice(0, LIMITS.title),
    company: job.company.slice(0, LIMITS.company),
    // The workbench needs a description to analyse; a listing without one still names the role.
    description: job.description.trim() || `${job.title} at ${job.company}`,
    url: job.url && job.url.length <= LIMITS.url ? job.url : null,
    location: places.slice(0, LIMITS.title) || null,
    salary: job.salary.slice(0, LIMITS.salary),
    status: "prospect",
    sourceId: job.id,
  });
  await mutate(keys.jobs);
  return created;
}

/** Spec 2 §7: the résumé's job titles; the server saves them to the résumé. */
export async function analyzeResumeJobTitles(resumeText: string): Promise<string[]> {
  const { jobTitles } = await apiJson<{ jobTitles: string[] }>("POST", "/api/analyze-job-titles", {
    resumeText,
  });
  await mutate(keys.masterResume);
  return jobTitles;
}
