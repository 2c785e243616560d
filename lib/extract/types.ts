import type { SafeFetchOptions } from "./safe-fetch";

/** A job read from a posting; the shape POST /api/jobs accepts (spec 1 §5). */
export interface ExtractedJob {
  title: string;
  company: string;
  /** Plain text: paragraphs separated by blank lines, list items as "• " bullets. */
  description: string;
  /** Formatted like "$120,000 - $150,000 a year"; "" when the posting gives none. */
  salary: string;
  location?: string;
  remote?: boolean;
  url: string;
}

/** What a model fallback sees of a page the rules could not read. */
export interface PageSnapshot {
  url: string;
  title: string;
  text: string;
}

/**
 * The hook for a language model (wired by the AI layer). It answers null when the page
 * is not a job posting, which becomes the same 422 as when no model is configured.
 */
export type ExtractFallback = (page: PageSnapshot) => Promise<ExtractedJob | null>;

/** Where the job boards' public APIs live; tests point these at a local server. */
export interface ApiBases {
  greenhouse: string;
  lever: string;
  ashby: string;
}

export interface ExtractJobOptions extends SafeFetchOptions {
  fallback?: ExtractFallback;
  apiBases?: Partial<ApiBases>;
  /** Whose request this is: the page is read in that person's share of the parser pool. */
  owner?: string;
}

/** A partial result from one source; sources are merged in order of trust. */
export type JobFields = Partial<Omit<ExtractedJob, "url">>;
