// Bounds for one source's answer. A real answer is far below each.

/** A source that has not answered in full by then is reported as timed out. */
export const SOURCE_TIMEOUT_MS = 8_000;
/** The largest answer read from one source (a big Greenhouse board with content is a few MB). */
export const SOURCE_MAX_BYTES = 8 * 1024 * 1024;
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
