import type { SqlRunner } from "../db/adapter";
import type { Window, WindowStore } from "./window-store";

// One statement, so two app instances hitting the same key at once both count: the row
// lock of ON CONFLICT orders them.
const INCREMENT = `INSERT INTO "RateLimit" ("key", "count", "resetAt") VALUES ($1, 1, $3)
ON CONFLICT ("key") DO UPDATE SET
  "count" = CASE WHEN "RateLimit"."resetAt" <= $2 THEN 1 ELSE "RateLimit"."count" + 1 END,
  "resetAt" = CASE WHEN "RateLimit"."resetAt" <= $2 THEN $3 ELSE "RateLimit"."resetAt" END
RETURNING "count", "resetAt"`;

type Row = { count: number; resetAt: Date };
const toWindow = (row: Row): Window => ({ count: row.count, resetAt: row.resetAt.getTime() });

// Ended windows are deleted now and then rather than on every hit.
const PRUNE_EVERY = 500;

/** Windows in the RateLimit table, shared by every instance on the same PostgreSQL. */
export function createPostgresWindows(runner: () => SqlRunner): WindowStore {
  let hits = 0;
  const prune = (now: number) => {
    if (++hits % PRUNE_EVERY !== 0) return;
    runner()
      .query(`DELETE FROM "RateLimit" WHERE "resetAt" <= $1`, [new Date(now)])
      .catch((error: unknown) => console.warn("Rate limits: pruning ended windows failed", error));
  };
  return {
    async increment(key, windowMs, now) {
      const [row] = await runner().query<Row>(INCREMENT, [
        key,
        new Date(now),
        new Date(now + windowMs),
      ]);
      prune(now);
      return toWindow(row);
    },
    async read(key, now) {
      const [row] = await runner().query<Row>(
        `SELECT "count", "resetAt" FROM "RateLimit" WHERE "key" = $1 AND "resetAt" > $2`,
        [key, new Date(now)],
      );
      return row && toWindow(row);
    },
    async remove(key) {
      await runner().query(`DELETE FROM "RateLimit" WHERE "key" = $1`, [key]);
    },
  };
}
