import crypto from "node:crypto";
import pg from "pg";
import { createInProcessQueue, createPgBossQueue, type Queue } from "@/lib/queue";

export type TestQueue = { queue: Queue; close: () => Promise<void> };

/** pg-boss in a schema of its own on the local test PostgreSQL (dropped by close). */
export function pgBossTestQueue(schema = `boss_${crypto.randomBytes(5).toString("hex")}`) {
  const connectionString = process.env.TEST_DATABASE_URL!;
  const queue = createPgBossQueue({ connectionString, schema, pollingIntervalSeconds: 0.5 });
  return {
    queue,
    schema,
    close: async (options: { dropSchema?: boolean } = {}) => {
      await queue.stop();
      if (options.dropSchema === false) return;
      const client = new pg.Client({ connectionString });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}

/**
 * The queue the app would use on the test database: pg-boss on PostgreSQL, else in
 * process. One job at a time either way, so a test can hold a second search in "queued".
 */
export function testQueue(): TestQueue {
  if (process.env.TEST_DATABASE_URL) {
    const { queue, close } = pgBossTestQueue();
    return { queue, close: () => close() };
  }
  const queue = createInProcessQueue({ concurrency: 1 });
  return { queue, close: () => queue.stop() };
}
