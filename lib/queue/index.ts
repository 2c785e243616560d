import { databaseKind } from "../db";
import { isPostgresUrl } from "../db/adapter";
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
  const url = process.env.DATABASE_URL;
  // The app's PostgreSQL always comes from DATABASE_URL; a test database that does not
  // (TEST_DATABASE_URL) gets the in-process runner unless the test installs pg-boss itself.
  globalForQueue.shortlistQueue ??=
    databaseKind() === "postgres" && isPostgresUrl(url)
      ? createPgBossQueue({ connectionString: url })
      : createInProcessQueue();
  return globalForQueue.shortlistQueue;
}

/** Tests and the bench put their own queue in place; undefined forgets the current one. */
export function setBackgroundQueue(queue: Queue | undefined) {
  globalForQueue.shortlistQueue = queue;
}
