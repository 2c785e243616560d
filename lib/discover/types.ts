// The shapes every part of Discover agrees on: the spec's discovered-job fields
// (spec 2 §3) plus where a job came from, and the search filters of spec 2 §3.

export const JOB_TYPES = [
  "any",
  "full-time",
  "part-time",
  "contract",
  "temporary",
  "internship",
] as const;
export const WORK_ARRANGEMENTS = ["any", "remote", "hybrid", "in-person"] as const;
export type JobType = (typeof JOB_TYPES)[number];
export type WorkArrangement = (typeof WORK_ARRANGEMENTS)[number];

/** What the user asked for, already validated (titles and keywords split and trimmed). */
export interface DiscoverFilters {
  titles: string[];
  keywords: string[];
  /** Free text; "Remote" (any case) means remote only. Empty means anywhere. */
  location: string;
  /** Free text as typed ("$120k+", "90000-120000"); empty means any. */
  salary: string;
  jobType: JobType;
  workArrangement: WorkArrangement;
}

/** One listing as an adapter returns it, before merging. */
export interface SourceJob {
  /** Stable within the source: "<source>-<the source's own id>". Demo jobs start with "demo-". */
  id: string;
  title: string;
  company: string;
  location: string;
  /** ISO 8601 date (or date-time) the source gives for posting; empty when unknown. */
  date: string;
  /** Readable text ("$120,000 – $150,000 a year"); empty when the source gives none. */
  salary: string;
  /** Clean text, no HTML. */
  description: string;
  url: string;
  /** "full-time", "part-time", "contract", "temporary", "internship", "demo" or "". */
  contract_type: string;
  /** "full_time", "part_time" or "" (Adzuna's values; others mapped onto them). */
  contract_time: string;
  /** The adapter's name, e.g. "remotive". */
  source: string;
  /** Link the source's terms ask us to show with the result (RemoteOK, Remotive, Adzuna). */
  attribution?: { text: string; url: string };
  /** Whether the posting says it is remote, when the source tells. */
  remote?: boolean;
  /** The work arrangement, when the source tells (Lever, Ashby). */
  workplace?: "remote" | "hybrid" | "on-site";
}

/** A result after merging: one posting, possibly seen on several sources or in several places. */
export interface DiscoveredJob extends SourceJob {
  /** Other sources the same posting was found on ("Also on: ..."). */
  alsoOn: string[];
  /** All places when multi-city copies were folded into one result. */
  locations: string[];
  /** Fit score 0-100 from lib/match against the master résumé; null without a résumé. */
  score: number | null;
}

/** How one source fared in a search. */
export interface SourceReport {
  source: string;
  ok: boolean;
  count: number;
  /** A short sentence when it failed ("timed out after 8 s", "answered HTTP 500"). */
  error?: string;
}

export interface SourcePage {
  /** 1-based page for "Search More". */
  page: number;
}

/** One adapter per file in lib/discover/sources/. */
export interface JobSource {
  name: string;
  /** Whether its settings (keys, board names) are present. */
  configured(settings: DiscoverSettings): boolean;
  search(filters: DiscoverFilters, page: SourcePage, context: SourceContext): Promise<SourceJob[]>;
}

/** Per-user board lists merged with the operator's, and the environment. */
export interface DiscoverSettings {
  greenhouseBoards: string[];
  leverSites: string[];
  ashbyBoards: string[];
  env: Record<string, string | undefined>;
}

export interface SourceContext {
  settings: DiscoverSettings;
  signal: AbortSignal;
}

/** What searching all sources answers. */
export interface SourcesOutcome {
  jobs: SourceJob[];
  reports: SourceReport[];
}
