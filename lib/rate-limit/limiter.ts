import type { WindowStore } from "./window-store";

export type RateLimitOptions = { limit: number; windowMs: number };

export type RateLimiter = {
  /** Counts one attempt; resolves to the ms to wait when over the limit, else 0. */
  hit(key: string, now?: number): Promise<number>;
  /** The ms to wait before another attempt is allowed, without counting one. */
  check(key: string, now?: number): Promise<number>;
  reset(key: string): Promise<void>;
};

/** A fixed-window limiter over a store; `name` keeps its keys apart from other limiters'. */
export function createLimiter(
  name: string,
  { limit, windowMs }: RateLimitOptions,
  store: () => WindowStore,
): RateLimiter {
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    async hit(key, now = Date.now()) {
      const window = await store().increment(keyOf(key), windowMs, now);
      return window.count > limit ? window.resetAt - now : 0;
    },
    async check(key, now = Date.now()) {
      const window = await store().read(keyOf(key), now);
      return window && window.count >= limit ? window.resetAt - now : 0;
    },
    async reset(key) {
      await store().remove(keyOf(key));
    },
  };
}
