import { databaseKind } from "../db";
import { createInProcessQueue } from "./in-process";
import { createPgBossQueue } from "./pg-boss";
import type { Queue } from "./types";

export type { JobHandler, Queue } from "./types";
export { createInProcessQueue, type InProcessQueue } from "./in-process";
export { createPgBossQueue } from "./pg-boss";

// One queue per process, on globalThis so that hot reload (and server.ts beside the
// Next bundle) share it.
const globalForQueue = globalThis as unknown as { shortlistQueue?: Queue };

/** The queue for this process: pg-boss when the database is PostgreSQL, else in process. */
export function backgroundQueue(): Queue {
  globalForQueue.shortlistQueue ??=
    databaseKind() === "postgres"
      ? createPgBossQueue({ connectionString: process.env.DATABASE_URL! })
      : createInProcessQueue();
  return globalForQueue.shortlistQueue;
}

/** Tests and the bench put their own queue in place; undefined forgets the current one. */
export function setBackgroundQueue(queue: Queue | undefined) {
  globalForQueue.shortlistQueue = queue;
}
