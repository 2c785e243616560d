"use client";
import { useCallback, useSyncExternalStore } from "react";

// One listener set for every key: a write from one component updates all readers of that key.
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * A value kept in the browser's local storage as JSON. The stored text is the snapshot, so
 * renders stay stable; unreadable or wrongly shaped text falls back to the default.
 */
export function useLocalStorage<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): [T, (value: T) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => storage()?.getItem(key) ?? null,
    () => null,
  );
  let value = fallback;
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isValid(parsed)) value = parsed;
    } catch {
      // not JSON: keep the default
    }
  }
  const setValue = useCallback(
    (next: T) => {
      try {
        storage()?.setItem(key, JSON.stringify(next));
      } catch {
        // full or disabled storage: the choice is not remembered
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, setValue];
}
