import type { DiscoverFilters, SourceJob, SourcePage } from "../types";
import { cleanDescriptions } from "./clean-text";
import { matchesFilters } from "./filters";
import { MAX_DESCRIPTION_CHARS, MAX_JOBS_PER_SOURCE } from "./limits";
import { stripHtml } from "./strip-html";

/** Results per page for sources that send a whole board at once (we page them ourselves). */
export const BOARD_PAGE_SIZE = 25;

/** A job as an adapter maps it, its description still as the source sent it (HTML or text). */
export type DraftJob = SourceJob;

/**
 * The common end of every adapter: drop jobs without a title or link, apply the filters
 * the API could not (filters.ts), keep one page (for whole-board sources) and at most
 * MAX_JOBS_PER_SOURCE, then clean the survivors' descriptions in one batch.
 */
export async function finishJobs(
  drafts: DraftJob[],
  filters: DiscoverFilters,
  options: { signal: AbortSignal; page?: SourcePage },
): Promise<SourceJob[]> {
  // Keywords are looked for in the text, not in the markup ("p" is not in "<p>").
  const readable = (job: DraftJob) =>
    filters.keywords.length && job.description.includes("<")
      ? { ...job, description: stripHtml(job.description.slice(0, MAX_DESCRIPTION_CHARS)) }
      : job;
  let kept = drafts.filter(
    (job) => job.id && job.title && job.url && matchesFilters(readable(job), filters),
  );
  if (options.page) {
    const start = (options.page.page - 1) * BOARD_PAGE_SIZE;
    kept = kept.slice(start, start + BOARD_PAGE_SIZE);
  }
  kept = kept.slice(0, MAX_JOBS_PER_SOURCE);
  const descriptions = await cleanDescriptions(
    kept.map((job) => job.description),
    options.signal,
  );
  return kept.map((job, index) => ({ ...job, description: descriptions[index] ?? "" }));
}
