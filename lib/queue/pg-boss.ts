import PgBoss from "pg-boss";
import type { JobHandler, Queue } from "./types";

export type PgBossQueueOptions = {
  connectionString: string;
  /** pg-boss keeps its tables in a schema of its own. */
  schema?: string;
  /** How often an idle worker looks for work (pg-boss 10 polls; 0.5 s is its minimum). */
  pollingIntervalSeconds?: number;
  /** A job whose instance died is taken up again after this long (default 120 s). */
  expireInSeconds?: number;
};

// Longer than a background search can take (sources 8 s, pages 25 s, a model's sentences),
// short enough that a search whose instance died is taken up while its client still polls
// (spec 2 §4: 60 polls 5 s apart).
const DEFAULT_EXPIRE_SECONDS = 120;

/**
 * pg-boss 10 (the last major for Node 20). Every queue is created before use (sending to
 * a missing queue drops the job), retries are explicit, the error handler is attached
 * before start, and stop waits for running jobs.
 */
export function createPgBossQueue(options: PgBossQueueOptions): Queue {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? "pgboss",
    max: 4,
    schedule: false,
  });
  boss.on("error", (error) => console.error("Background queue error:", error));
  const started = boss.start();
  const created = new Map<string, Promise<void>>();

  const ensureQueue = async (name: string) => {
    await started;
    if (!created.has(name)) {
      created.set(
        name,
        boss.createQueue(name, {
          name,
          // Two more tries only cover an instance that died mid-job: handlers record
          // their own failures instead of throwing.
          retryLimit: 2,
          retryDelay: 5,
          expireInSeconds: options.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
        }),
      );
    }
    await created.get(name);
  };

  return {
    kind: "pg-boss",
    async work<T extends object>(name: string, handler: JobHandler<T>) {
      await ensureQueue(name);
      await boss.work<T>(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (job) await handler(job.data);
        },
      );
    },
    async send(name, payload) {
      await ensureQueue(name);
      const id = await boss.send(name, payload);
      if (!id) throw new Error(`The background queue did not accept the ${name} job.`);
    },
    async stop() {
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
