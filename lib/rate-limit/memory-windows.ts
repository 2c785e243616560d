import type { Window, WindowStore } from "./window-store";

/**
 * Windows in a Map kept in the order they opened. At capacity the oldest window is
 * evicted (never all of them), so flooding the limiter with new keys cannot reset the
 * limits of the keys being attacked.
 */
export function createMemoryWindows(capacity = 10_000): WindowStore {
  const windows = new Map<string, Window>();
  const open = (key: string, now: number) => {
    const window = windows.get(key);
    return window && now < window.resetAt ? window : undefined;
  };
  return {
    async increment(key, windowMs, now) {
      const window = open(key, now);
      if (window) {
        window.count += 1;
        return { ...window };
      }
      windows.delete(key);
      while (windows.size >= capacity) windows.delete(windows.keys().next().value as string);
      const fresh = { count: 1, resetAt: now + windowMs };
      windows.set(key, fresh);
      return { ...fresh };
    },
    async read(key, now) {
      const window = open(key, now);
      return window && { ...window };
    },
    async remove(key) {
      windows.delete(key);
    },
  };
}
