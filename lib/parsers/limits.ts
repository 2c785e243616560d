// Bounds for reading untrusted documents and pages. Each is far above what a real
// résumé or job posting needs and far below what hurts the server.

/** At most this many parsers run at once; the machine it targets has two cores. */
export const MAX_PARSE_WORKERS = 2;
/**
 * Tasks waiting for a worker beyond this are refused (503) rather than queued forever; a
 * newcomer displaces the newest waiter of whoever holds the most places (lib/fair-slots.ts).
 */
export const MAX_QUEUED_PARSES = 16;
/** One person's share: a file being read and two waiting. */
export const PARSES_PER_OWNER = { running: 1, waiting: 2 };
/** A parse that runs longer is stopped and its worker replaced. */
export const PARSE_TIMEOUT_MS = 15_000;
/** Per-worker V8 limits; buffers are not counted here, which is why inputs are capped first. */
export const PARSE_WORKER_LIMITS = {
  maxOldGenerationSizeMb: 192,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
};
/** A worker is retired after this many tasks, or after idling this long, to give its memory back. */
export const TASKS_PER_WORKER = 50;
export const WORKER_IDLE_MS = 30_000;
