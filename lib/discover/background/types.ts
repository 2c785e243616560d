import type { DiscoveredJob, SourceReport } from "../types";

/** A result of an AI Mode search, with what its validation found. */
export type ValidatedJob = DiscoveredJob & {
  /** "live": the page was read and is still a posting; "not-checked": it could not be read now. */
  validation: "live" | "not-checked";
  /** A hedged note ("Possibly stale: ..."), never a verdict. */
  staleNote?: string;
  /** With a model configured, one sentence on why the job fits the résumé. */
  why?: string;
};

export type BackgroundSearchStatus = "queued" | "running" | "completed" | "failed";

/** GET /api/background-search/{searchId}/results. */
export type BackgroundSearchAnswer = {
  search: { id: string; status: BackgroundSearchStatus; createdAt: string; error?: string };
  jobs: ValidatedJob[];
  poweredBy: "openai" | "local";
  sources: SourceReport[];
};

/** The queue's payload: the row holds everything else. */
export type BackgroundSearchJob = { searchId: string };

export const BACKGROUND_SEARCH_JOB = "background-search";
