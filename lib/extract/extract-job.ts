import { ApiError } from "../api/errors";
import { LIMITS } from "../jobs/schemas";
import { runParseTask } from "../parsers/pool";
import { toApiError } from "../parsers/to-api-error";
import { fetchBoardPosting, matchBoardPosting } from "./job-boards";
import { findJobPosting, jobFromPosting, parseLenient } from "./json-ld";
import type { HtmlReading } from "./read-html-page";
import { parseTarget } from "./resolve-target";
import { safeFetch, type SafeFetchResult } from "./safe-fetch";
import type { ExtractedJob, ExtractJobOptions, JobFields, PageSnapshot } from "./types";

export const NOT_A_JOB_MESSAGE =
  "This page does not look like a job posting. Paste the description instead.";

/** How much page text a model fallback gets: enough for any posting, bounded cost. */
const FALLBACK_TEXT_LIMIT = 20_000;

const UNREADABLE_PAGE = "We could not read this page. Paste the description instead.";

const notAJob = () => new ApiError(422, NOT_A_JOB_MESSAGE);

interface Reading {
  fields: JobFields;
  /** The page itself says it is a job (JobPosting data, or the text reads like one). */
  isJob: boolean;
  page: PageSnapshot;
}

/**
 * Reads a job posting from a URL, most trusted source first: a job board's public API
 * (Greenhouse, Lever, Ashby), the page's schema.org JobPosting, its meta tags and
 * readable text, and finally the optional model fallback. A page that is none of these
 * is a 422 with a way forward, never a junk job.
 */
export async function extractJob(
  input: string,
  options: ExtractJobOptions = {},
): Promise<ExtractedJob> {
  try {
    return await readJob(input, options);
  } catch (error) {
    throw toApiError(error, { unreadable: UNREADABLE_PAGE, noun: "page", tooLargeStatus: 422 });
  }
}

async function readJob(input: string, options: ExtractJobOptions): Promise<ExtractedJob> {
  const url = parseTarget(input).href;
  const board = matchBoardPosting(url);
  if (board) {
    const job = await fetchBoardPosting(board, url, options);
    if (job.title && job.description) return finish(job, url);
    // An API answer without the essentials: the page itself may still have them.
  }
  const response = await safeFetch(url, options);
  const reading = await readResponse(response, options);
  const { fields, isJob } = reading;
  const isComplete = Boolean(fields.title && fields.description);
  if (isJob && isComplete && fields.company) return finish(fields, response.url);
  if (options.fallback) {
    const fromModel = await askFallback(options.fallback, reading.page, isJob && isComplete);
    if (fromModel) {
      // What the page states outright beats what a model read from it.
      const merged = isJob ? merge(fields, fromModel) : merge(fromModel, fields);
      return finish(merged, response.url);
    }
  }
  if (isJob && isComplete) return finish(fields, response.url);
  throw notAJob();
}

async function readResponse(
  response: SafeFetchResult,
  { signal, owner }: ExtractJobOptions,
): Promise<Reading> {
  if (response.contentType.includes("json")) {
    const posting = findJobPosting(parseLenient(response.body));
    const fields = posting ? await jobFromPosting(posting) : {};
    const page = { url: response.url, title: fields.title ?? "", text: fields.description ?? "" };
    return { fields, isJob: Boolean(posting), page };
  }
  const readable = await runParseTask<HtmlReading>("read-page", response.body, { signal, owner });
  const { fromData } = readable;
  const fields = merge(fromData, {
    title: readable.title,
    company: readable.siteName,
    description: readable.text,
    salary: readable.salary,
  });
  const isJob =
    (readable.hasPosting && Boolean(fromData.title || fromData.description)) ||
    readable.looksLikeJob;
  return {
    fields,
    isJob,
    page: {
      url: response.url,
      title: readable.title,
      text: readable.text.slice(0, FALLBACK_TEXT_LIMIT),
    },
  };
}

async function askFallback(
  fallback: NonNullable<ExtractJobOptions["fallback"]>,
  page: PageSnapshot,
  hasGoodReading: boolean,
): Promise<JobFields | null> {
  try {
    return await fallback(page);
  } catch (error) {
    // A model outage must not spoil a posting the rules already read.
    if (hasGoodReading) return null;
    if (error instanceof ApiError) throw error;
    throw new ApiError(422, UNREADABLE_PAGE);
  }
}

/** Fields from `first` win; `second` only fills what `first` lacks. */
function merge(first: JobFields, second: JobFields): JobFields {
  const merged: JobFields = { ...first };
  for (const key of Object.keys(second) as (keyof JobFields)[]) {
    if (!merged[key] && second[key]) Object.assign(merged, { [key]: second[key] });
  }
  return merged;
}

const clip = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);

/** The final shape, cut to what POST /api/jobs accepts so the result can be saved as is. */
function finish(fields: JobFields, url: string): ExtractedJob {
  const job: ExtractedJob = {
    title: clip(fields.title, LIMITS.title),
    company: clip(fields.company, LIMITS.company),
    description: clip(fields.description, LIMITS.description),
    salary: clip(fields.salary, LIMITS.salary),
    url: url.slice(0, LIMITS.url),
  };
  const location = clip(fields.location, LIMITS.title);
  if (location) job.location = location;
  if (fields.remote) job.remote = true;
  return job;
}
