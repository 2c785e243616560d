import { databaseKind, sql } from "../db";
import { createLimiter, type RateLimiter, type RateLimitOptions } from "./limiter";
import { createMemoryWindows } from "./memory-windows";
import { createPostgresWindows } from "./postgres-windows";

export type { RateLimiter };

const postgresWindows = createPostgresWindows(sql);

/**
 * A fixed-window limiter whose windows hold across app instances on PostgreSQL (the
 * RateLimit table) and live in this process on PGlite, which only one process can open
 * (DESIGN.md "Scale"). The store is picked per call, after the database is known.
 */
export function createRateLimiter(
  name: string,
  options: RateLimitOptions & { capacity?: number },
): RateLimiter {
  const memory = createMemoryWindows(options.capacity);
  return createLimiter(name, options, () =>
    databaseKind() === "postgres" ? postgresWindows : memory,
  );
}
