import type {
  DiscoverFilters,
  DiscoverSettings,
  JobSource,
  SourceJob,
  SourcePage,
  SourceReport,
  SourcesOutcome,
} from "./types";
import { SourceFailure } from "./sources/http";
import { SOURCES } from "./sources";
import { CLEAN_BUDGET_MS, sourceTimeoutMs } from "./sources/limits";

/**
 * The sources a search asks: every configured one (keys or board names present), narrowed
 * by DISCOVER_SOURCES ("remotive,greenhouse"; "none" turns them all off).
 */
export function enabledSources(settings: DiscoverSettings): JobSource[] {
  const narrowed = settings.env.DISCOVER_SOURCES?.trim();
  const wanted = narrowed
    ? new Set(
        narrowed
          .toLowerCase()
          .split(",")
          .map((name) => name.trim()),
      )
    : null;
  return SOURCES.filter(
    (source) => (!wanted || wanted.has(source.name)) && source.configured(settings),
  );
}

class TimedOut extends Error {}

async function askSource(
  source: JobSource,
  filters: DiscoverFilters,
  page: SourcePage,
  settings: DiscoverSettings,
  outer: AbortSignal | undefined,
): Promise<{ jobs: SourceJob[]; report: SourceReport }> {
  const timeoutMs = sourceTimeoutMs(settings.env);
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener("abort", onOuterAbort, { once: true });
  // The time limit is the source's: its signal stops the request and the body. Cleaning
  // the answer is ours and has its own budget; the hard deadline after both also ends a
  // source that ignores its signal somewhere.
  const timer = setTimeout(() => controller.abort(new TimedOut()), timeoutMs);
  let hardTimer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    hardTimer = setTimeout(() => reject(new TimedOut()), timeoutMs + CLEAN_BUDGET_MS + 1_000);
  });
  try {
    const jobs = await Promise.race([
      source.search(filters, page, { settings, signal: controller.signal }),
      deadline,
    ]);
    return { jobs, report: { source: source.name, ok: true, count: jobs.length } };
  } catch (error) {
    if (outer?.aborted) throw outer.reason;
    const seconds = Math.round((timeoutMs / 1000) * 10) / 10;
    const message =
      error instanceof TimedOut || controller.signal.reason instanceof TimedOut
        ? `timed out after ${seconds} s`
        : error instanceof SourceFailure
          ? error.message
          : "failed unexpectedly";
    if (message === "failed unexpectedly")
      console.error(`Job source ${source.name} failed:`, error);
    return { jobs: [], report: { source: source.name, ok: false, count: 0, error: message } };
  } finally {
    clearTimeout(timer);
    clearTimeout(hardTimer);
    outer?.removeEventListener("abort", onOuterAbort);
  }
}

/**
 * Asks every enabled source at once, each with its own time limit (8 s,
 * DISCOVER_SOURCE_TIMEOUT_MS) and size cap; one source failing only becomes its report.
 * Jobs are neither merged nor ranked here (merge.ts, rank.ts).
 */
export async function searchAllSources(
  filters: DiscoverFilters,
  page: SourcePage,
  settings: DiscoverSettings,
  options: { signal?: AbortSignal } = {},
): Promise<SourcesOutcome> {
  const sources = enabledSources(settings);
  const answers = await Promise.all(
    sources.map((source) => askSource(source, filters, page, settings, options.signal)),
  );
  return {
    jobs: answers.flatMap((answer) => answer.jobs),
    reports: answers.map((answer) => answer.report),
  };
}
