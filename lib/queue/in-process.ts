import type { JobHandler, Queue } from "./types";

export type InProcessQueue = Queue & {
  /** Resolves once nothing is waiting or running (tests and the bench wait on it). */
  idle(): Promise<void>;
};

type Pending = { name: string; payload: object };

/**
 * Runs jobs in this process, at most `concurrency` at a time, in the order sent. A
 * handler's error is logged and the job dropped: handlers record their own failures.
 */
export function createInProcessQueue({
  concurrency = 2,
  maxWaiting = 1000,
}: { concurrency?: number; maxWaiting?: number } = {}): InProcessQueue {
  const handlers = new Map<string, JobHandler<object>>();
  const waiting: Pending[] = [];
  let running = 0;
  let stopped = false;
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (running > 0 || waiting.some((job) => handlers.has(job.name))) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  };

  const pump = () => {
    while (!stopped && running < concurrency) {
      const index = waiting.findIndex((job) => handlers.has(job.name));
      if (index < 0) break;
      const [job] = waiting.splice(index, 1);
      running++;
      handlers.get(job.name)!(job.payload)
        .catch((error) => console.error(`Background job ${job.name} failed:`, error))
        .finally(() => {
          running--;
          pump();
          settleIdle();
        });
    }
  };

  return {
    kind: "in-process",
    async work(name, handler) {
      handlers.set(name, handler as JobHandler<object>);
      pump();
    },
    async send(name, payload) {
      if (stopped) throw new Error("The background queue has stopped.");
      if (waiting.length >= maxWaiting) throw new Error("The background queue is full.");
      waiting.push({ name, payload });
      // Run after the caller's own writes have settled, never inside its call stack.
      setImmediate(pump);
    },
    async stop() {
      stopped = true;
      await new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        if (running === 0) settleIdle();
      });
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        setImmediate(settleIdle);
      });
    },
  };
}
