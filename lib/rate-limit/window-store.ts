/** One key's fixed window: how many hits it holds and when (epoch ms) it ends. */
export type Window = { count: number; resetAt: number };

/** Where windows live: in this process (PGlite) or in the shared database (PostgreSQL). */
export type WindowStore = {
  /** Counts one hit, opening a new window when the key has none or its window ended. */
  increment(key: string, windowMs: number, now: number): Promise<Window>;
  /** The key's window if it is still open, without counting. */
  read(key: string, now: number): Promise<Window | undefined>;
  remove(key: string): Promise<void>;
};
