import type { ExtractedJob } from "../client/extract";
import { HttpError } from "../client/fetcher";
import type { JobFormValues } from "../dashboard/new-job";

/** Spec 1 §9: the bulk list starts with 5 empty inputs. */
export const BULK_START_ROWS = 5;

export const EXTRACT_FAILED = "Failed to extract job details from URL";
export const BULK_CRASHED = "Failed to extract jobs from URLs";

export type BulkRow = { id: number; url: string; error: string | null };

/** What one URL of a bulk run came to: null error means a job was created. */
export type BulkOutcome = { id: number; error: string | null };

export type BulkSummary = { kind: "success" | "partial" | "error"; message: string };

/**
 * The text to show for a failed extraction: a 4xx carries a message meant for the user
 * (invalid URL, not a job posting, rate limit); anything else gets the generic text.
 */
export function extractFailureMessage(error: unknown): string {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
    return error.serverMessage || EXTRACT_FAILED;
  }
  return EXTRACT_FAILED;
}

/** The form values for an extracted posting; the URL it came from becomes the job URL. */
export function extractedToFormValues(job: ExtractedJob, url: string): JobFormValues {
  return {
    title: job.title ?? "",
    company: job.company ?? "",
    salary: job.salary ?? "",
    description: job.description ?? "",
    url,
  };
}

/** The toast for a finished bulk run (spec 1 §8). */
export function summariseBulkResults(succeeded: number, failed: number): BulkSummary {
  if (failed === 0) {
    return { kind: "success", message: `${succeeded} job(s) extracted and created successfully` };
  }
  if (succeeded === 0) {
    return { kind: "error", message: `Failed to extract jobs from ${failed} URL(s)` };
  }
  return {
    kind: "partial",
    message: `${succeeded} job(s) extracted and created successfully. ${failed} failed.`,
  };
}

/** The rows worth extracting: blank entries are ignored (spec 1 §5). */
export function rowsToExtract(rows: BulkRow[]): BulkRow[] {
  return rows.filter((row) => row.url.trim() !== "");
}

/**
 * Rows after a run: successes leave the list, failures stay with their message, rows
 * that took no part are untouched, and the list never drops below one row.
 */
export function settleRows(
  rows: BulkRow[],
  outcomes: BulkOutcome[],
  makeEmptyRow: () => BulkRow,
): BulkRow[] {
  const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome.error]));
  const kept = rows
    .filter((row) => !byId.has(row.id) || byId.get(row.id) !== null)
    .map((row) => (byId.has(row.id) ? { ...row, error: byId.get(row.id) ?? null } : row));
  return kept.length > 0 ? kept : [makeEmptyRow()];
}

/** Removes a row unless it is the last one (spec 1 §5). */
export function removeRow(rows: BulkRow[], id: number): BulkRow[] {
  return rows.length > 1 ? rows.filter((row) => row.id !== id) : rows;
}
