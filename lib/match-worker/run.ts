// No "server-only" here: server.ts loads this outside Next for voice interviews.
import { ApiError } from "../api/errors";
import { ParseFailure } from "../parsers/failure";
import { appFile, createWorkerPool, type PoolSettings } from "../parsers/pool";
import type { MatchTaskName, MatchTasks } from "./tasks";

// The matcher and the local engine run here, off the server's main thread: a long or
// hostile posting then holds one worker for its few hundred milliseconds, not every other
// request, and a posting built to make the patterns run away is stopped at the time limit.
// One worker: the main thread keeps the other core. It stays while it is used, so the
// matcher's start (about a second) is paid once per sitting, not per analysis.
/** The match worker's pool; the app uses the one shared pool below (tests make their own). */
export const createMatchPool = (overrides: Partial<PoolSettings> = {}) =>
  createWorkerPool<MatchTaskName>({
    tasks: appFile("lib", "match-worker", "tasks.ts"),
    maxWorkers: 1,
    // Generate All queues five tasks at once; a dozen people doing so together still fit.
    maxQueued: 64,
    timeoutMs: 20_000,
    // A young generation of 16 MB: 32 held 40 MB more after hostile postings, at the same speed.
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    tasksPerWorker: 2_000,
    idleMs: 5 * 60_000,
    logFailures: true,
    ...overrides,
  });

// One pool per process, shared by every route bundle that imports this module.
const shared = globalThis as unknown as {
  shortlistMatchPool?: ReturnType<typeof createMatchPool>;
};
const matchPool = (shared.shortlistMatchPool ??= createMatchPool());

export const MATCH_TOO_SLOW =
  "Reading this job description against your résumé took too long; the description may be built to be hard to read. Keep only the role's own text and try again.";
export const MATCH_FAILED =
  "The analysis failed unexpectedly. Try again; if it fails again, the server log says why.";
export const MATCH_BUSY = "The server is busy analysing other jobs. Try again in a minute.";

/** A give-up of the match worker as the ApiError the user sees; other errors pass through. */
export function matchFailureToApiError(error: unknown): unknown {
  if (!(error instanceof ParseFailure)) return error;
  switch (error.kind) {
    case "timed-out":
    case "out-of-memory":
    case "too-large":
      return new ApiError(422, MATCH_TOO_SLOW);
    case "busy":
      return new ApiError(503, MATCH_BUSY, { "Retry-After": "30" });
    default:
      // A fault of ours, not of the texts: the worker logged it.
      return new ApiError(500, MATCH_FAILED);
  }
}

/** Runs a matcher or local-engine task in the match worker, as an ApiError if it gives up. */
export async function runMatchTask<Name extends MatchTaskName>(
  task: Name,
  input: Parameters<MatchTasks[Name]>[0],
): Promise<ReturnType<MatchTasks[Name]>> {
  try {
    return await matchPool.run<ReturnType<MatchTasks[Name]>>(task, input);
  } catch (error) {
    throw matchFailureToApiError(error);
  }
}
