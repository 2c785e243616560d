// Bounds for one source's answer. A real answer is far below each.

/** A source that has not answered in full by then is reported as timed out. */
export const SOURCE_TIMEOUT_MS = 8_000;
/** The largest answer read from one source (a big Greenhouse board with content is a few MB). */
export const SOURCE_MAX_BYTES = 8 * 1024 * 1024;
/** Greenhouse sends every posting's full text in one answer; large employers' boards are bigger. */
export const GREENHOUSE_MAX_BYTES = 16 * 1024 * 1024;
/** Time the parser workers get to clean one source's descriptions before the stripper does it. */
export const CLEAN_BUDGET_MS = 2_500;
/** Jobs kept from one source per search, after filtering. */
export const MAX_JOBS_PER_SOURCE = 100;
/** Characters of one description read before it is cleaned (longer ones are cut). */
export const MAX_DESCRIPTION_CHARS = 20_000;
/** Characters of any other field kept (titles, companies, places). */
export const MAX_FIELD_CHARS = 300;

/** The per-source timeout, overridable (DISCOVER_SOURCE_TIMEOUT_MS) so tests can be quick. */
export function sourceTimeoutMs(env: Record<string, string | undefined>): number {
  const value = Number(env.DISCOVER_SOURCE_TIMEOUT_MS);
  return Number.isFinite(value) && value >= 50 && value <= 60_000 ? value : SOURCE_TIMEOUT_MS;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * How long each source's answer is reused (answer-cache.ts), from its terms and how
 * often it changes: Remotive asks for about 4 calls a day; Arbeitnow updates hourly;
 * The Muse allows 500 calls an hour without a key; Adzuna 25 a minute and 250 a day.
 */
export const ANSWER_CACHE_MS: Record<string, number> = {
  remotive: 6 * HOUR,
  remoteok: HOUR,
  arbeitnow: HOUR,
  themuse: 15 * MINUTE,
  greenhouse: 15 * MINUTE,
  lever: 15 * MINUTE,
  ashby: 15 * MINUTE,
  adzuna: HOUR,
  usajobs: 15 * MINUTE,
  jooble: 15 * MINUTE,
};

/**
 * The reuse time for a source's answers: ANSWER_CACHE_MS, or 0 when DISCOVER_ANSWER_CACHE
 * is "off". Under Jest (NODE_ENV=test) it is off unless a test turns it "on", because
 * tests script their fake sources' answers per test at the same URLs.
 */
export function answerCacheMs(source: string, env: Record<string, string | undefined>): number {
  const setting = env.DISCOVER_ANSWER_CACHE?.trim().toLowerCase();
  const isOn = setting === "on" || (setting !== "off" && process.env.NODE_ENV !== "test");
  return isOn ? (ANSWER_CACHE_MS[source] ?? 0) : 0;
}
