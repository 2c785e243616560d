/**
 * A fixed-window counter kept in memory. One app process owns its limits; behind a
 * load balancer each instance limits on its own, which is acceptable for abuse
 * protection (see DESIGN.md "Scale").
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    return window && now - window.start < windowMs ? window : undefined;
  };
  return {
    /** Counts one attempt; returns the ms to wait when over the limit, else 0. */
    hit(key: string, now = Date.now()): number {
      const window = current(key, now);
      if (!window) {
        if (windows.size > 10_000) windows.clear();
        windows.set(key, { start: now, count: 1 });
        return 0;
      }
      window.count += 1;
      return window.count > limit ? window.start + windowMs - now : 0;
    },
    /** The ms to wait before another attempt is allowed, without counting one. */
    check(key: string, now = Date.now()): number {
      const window = current(key, now);
      return window && window.count >= limit ? window.start + windowMs - now : 0;
    },
    reset(key: string) {
      windows.delete(key);
    },
  };
}
