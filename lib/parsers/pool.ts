import path from "node:path";
import { Worker } from "node:worker_threads";
import { ParseFailure, type ParseFailureKind } from "./failure";
import { createFairSlots, SlotsBusy } from "../fair-slots";
import {
  MAX_PARSE_WORKERS,
  MAX_QUEUED_PARSES,
  PARSES_PER_OWNER,
  PARSE_TIMEOUT_MS,
  PARSE_WORKER_LIMITS,
  TASKS_PER_WORKER,
  WORKER_IDLE_MS,
} from "./limits";
import type { ParseTaskName } from "./task-names";

interface Job {
  task: string;
  input: unknown;
  transfer: ArrayBuffer[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /** Gives the job's fair slot back and stops listening for its abort. */
  done(): void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  tasksRun: number;
  timer?: NodeJS.Timeout;
}

type Reply = { ok: true; value: unknown } | { ok: false; kind: ParseFailureKind; message: string };

/**
 * A file of the app resolved at run time from the app's folder: route handlers are bundled
 * by Next, and a bundled path would point into .next. The worker entry is plain CommonJS
 * that loads the TypeScript tasks through tsx, so it runs the same under `npm start` and
 * under Jest. The ignore comment keeps Turbopack from following the path into tsx and esbuild.
 */
export const appFile = (...parts: string[]) =>
  path.join(/* turbopackIgnore: true */ process.cwd(), ...parts);

const WORKER_ENTRY = appFile("lib", "parsers", "worker-entry.cjs");

export const OWNER_BUSY =
  "You already have files being read; wait for them to finish, then try again.";

export interface PoolSettings {
  /** The module of tasks the workers load (it exports runTask), as a path of the app. */
  tasks: string;
  maxWorkers: number;
  maxQueued: number;
  /** What one owner (a person) may hold: running tasks and waiting ones. Unlimited if unset. */
  perOwner?: { running: number; waiting: number };
  timeoutMs: number;
  resourceLimits: typeof PARSE_WORKER_LIMITS;
  /** A worker is retired after this many tasks, or after idling this long. */
  tasksPerWorker: number;
  idleMs: number;
  /** Log a task's unexpected error in the worker (it reaches the caller as "unreadable"). */
  logFailures?: boolean;
}

const PARSE_DEFAULTS: PoolSettings = {
  tasks: appFile("lib", "parsers", "tasks.ts"),
  maxWorkers: MAX_PARSE_WORKERS,
  maxQueued: MAX_QUEUED_PARSES,
  perOwner: PARSES_PER_OWNER,
  timeoutMs: PARSE_TIMEOUT_MS,
  resourceLimits: PARSE_WORKER_LIMITS,
  tasksPerWorker: TASKS_PER_WORKER,
  idleMs: WORKER_IDLE_MS,
};

/** A pool of parser workers; the app uses the one shared pool below (tests make their own). */
export function createParsePool(overrides: Partial<PoolSettings> = {}) {
  return createWorkerPool<ParseTaskName>({ ...PARSE_DEFAULTS, ...overrides });
}

/**
 * Worker threads that run one module's tasks one at a time each: a bounded, per-owner fair
 * line (lib/fair-slots.ts), a time and a memory limit per task, and workers that exist only
 * while there is work.
 */
export function createWorkerPool<TaskName extends string>(settings: PoolSettings) {
  const slots: Slot[] = [];
  const line = createFairSlots({
    slots: settings.maxWorkers,
    perOwnerRunning: settings.perOwner?.running ?? Infinity,
    perOwnerWaiting: settings.perOwner?.waiting ?? Infinity,
    maxWaiting: settings.maxQueued,
  });
  let anonymous = 0;

  function spawn(): Slot {
    const worker = new Worker(/* turbopackIgnore: true */ WORKER_ENTRY, {
      execArgv: [],
      resourceLimits: settings.resourceLimits,
      workerData: { tasks: settings.tasks, logFailures: settings.logFailures },
    });
    const slot: Slot = { worker, tasksRun: 0 };
    worker.on("message", (reply: Reply) => finish(slot, reply));
    worker.on("error", (error: NodeJS.ErrnoException) => {
      const kind = error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "out-of-memory" : "unreadable";
      // Parsers' own errors come back as messages; an error here is the worker itself failing.
      if (kind === "unreadable") console.error("A parser worker failed:", error);
      finish(slot, { ok: false, kind, message: "" });
    });
    worker.on("exit", () => {
      retire(slot);
      finish(slot, { ok: false, kind: "out-of-memory", message: "" });
    });
    // Held only while it works (see start and finish): an idle parser must not keep a
    // stopping server, a script or a test run alive.
    worker.unref();
    slots.push(slot);
    return slot;
  }

  function retire(slot: Slot) {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    clearTimeout(slot.timer);
    void slot.worker.terminate();
  }

  function finish(slot: Slot, reply: Reply) {
    const job = slot.job;
    if (!job) return;
    slot.job = undefined;
    clearTimeout(slot.timer);
    if (slots.includes(slot)) {
      slot.worker.unref();
      if (slot.tasksRun >= settings.tasksPerWorker) retire(slot);
      else slot.timer = setTimeout(() => retire(slot), settings.idleMs).unref();
    }
    job.done();
    if (reply.ok) job.resolve(reply.value);
    else job.reject(new ParseFailure(reply.kind, reply.message));
  }

  // Called with a fair slot held, so an idle worker exists or one more may be started.
  function start(job: Job) {
    const slot = slots.find((candidate) => !candidate.job) ?? spawn();
    clearTimeout(slot.timer);
    slot.job = job;
    slot.tasksRun += 1;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      // The worker is stuck in the parser; only terminating it stops the work.
      retire(slot);
      finish(slot, { ok: false, kind: "timed-out", message: "" });
    }, settings.timeoutMs).unref();
    slot.worker.postMessage({ task: job.task, input: job.input }, job.transfer);
  }

  /**
   * Runs a task for `owner` (a user's id): one person's files wait behind their own, not
   * in front of everyone's. Work with no owner (the server's own) is never held to a share.
   */
  async function run<T>(
    task: TaskName,
    input: unknown,
    options: { signal?: AbortSignal; transfer?: ArrayBuffer[]; owner?: string } = {},
  ): Promise<T> {
    const { signal } = options;
    const owner = options.owner ?? `anonymous:${++anonymous}`;
    let release: () => void;
    try {
      release = await line.acquire(owner, signal);
    } catch (error) {
      if (error instanceof SlotsBusy)
        throw new ParseFailure("busy", error.reason === "owner" ? OWNER_BUSY : "");
      throw error;
    }
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        const slot = slots.find((candidate) => candidate.job === job);
        if (slot) {
          slot.job = undefined;
          retire(slot);
        }
        job.done();
        reject(signal?.reason);
      };
      const job: Job = {
        task,
        input,
        transfer: options.transfer ?? [],
        resolve: resolve as (value: unknown) => void,
        reject,
        done: () => {
          signal?.removeEventListener("abort", onAbort);
          release();
        },
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener("abort", onAbort, { once: true });
      start(job);
    });
  }

  const close = () => {
    for (const slot of [...slots]) retire(slot);
  };
  return { run, close, stats: () => ({ workers: slots.length, queued: line.stats().waiting }) };
}

// One pool per process: Next bundles this module into each route that uses it, and
// every copy must share the same two workers.
const globalPool = globalThis as unknown as {
  shortlistParsePool?: ReturnType<typeof createParsePool>;
};
const pool = (globalPool.shortlistParsePool ??= createParsePool());

/** Runs a parser task in a worker thread: two at a time, a fair bounded line, time and memory. */
export const runParseTask = pool.run;
export const parsePoolStats = pool.stats;
