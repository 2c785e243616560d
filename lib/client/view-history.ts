"use client";
import { useEffect, useRef } from "react";
import { isSameEntry, parseViewEntry, type ViewEntry } from "./view-entry";

/** Session-storage key of the view the tab is on, so that a reload comes back to it. */
export const VIEW_STORAGE_KEY = "shortlist:view";
const HISTORY_FIELD = "shortlistView";

// Storage can be refused (a private window's quota, a blocked site): the view is then simply
// not remembered.
function withStorage<T>(action: (storage: Storage) => T): T | null {
  try {
    return action(window.sessionStorage);
  } catch {
    return null;
  }
}

/** Forgets the remembered view (signing out). */
export function clearStoredView() {
  withStorage((storage) => storage.removeItem(VIEW_STORAGE_KEY));
}

function historyEntry(state: unknown): ViewEntry | null {
  return parseViewEntry((state as Record<string, unknown> | null)?.[HISTORY_FIELD]);
}

/**
 * The view a page load comes back to, or null (a fresh visit, or on the server): the one
 * its history entry holds (a reload, or Back to an entry made before one, which loads the
 * page again), else the one this tab was last on.
 */
export function readRestoredView(): ViewEntry | null {
  if (typeof window === "undefined") return null;
  return (
    historyEntry(window.history.state) ??
    withStorage((storage) => {
      const text = storage.getItem(VIEW_STORAGE_KEY);
      return text === null ? null : parseViewEntry(JSON.parse(text));
    })
  );
}

/**
 * Writes a view into the browser's history at the same address. Next's router keeps its own
 * fields in history.state and reloads the page on Back to an entry without them, so they
 * are carried over.
 */
export function writeViewHistory(method: "pushState" | "replaceState", entry: ViewEntry) {
  const state: unknown = window.history.state;
  const base = typeof state === "object" && state !== null ? state : {};
  window.history[method]({ ...base, [HISTORY_FIELD]: entry }, "", window.location.href);
}

/**
 * Mirrors the view into the browser's history and the tab's session storage: the first
 * view replaces the current entry, each later one pushes an entry unless the current entry
 * already holds it (it was just restored from history, or replaced on purpose). Back and
 * Forward hand the entry they reach to `onPop`.
 */
export function useViewHistory(entry: ViewEntry, onPop: (entry: ViewEntry) => void) {
  const { view, activeJobId, tab } = entry;
  const isFirstRef = useRef(true);
  const onPopRef = useRef(onPop);
  useEffect(() => {
    onPopRef.current = onPop;
  });

  useEffect(() => {
    const current = { view, activeJobId, tab };
    withStorage((storage) => storage.setItem(VIEW_STORAGE_KEY, JSON.stringify(current)));
    const inHistory = historyEntry(window.history.state);
    if (isFirstRef.current) {
      isFirstRef.current = false;
      writeViewHistory("replaceState", current);
    } else if (!inHistory || !isSameEntry(inHistory, current)) {
      writeViewHistory("pushState", current);
    }
  }, [view, activeJobId, tab]);

  useEffect(() => {
    const handlePop = (event: PopStateEvent) => {
      const reached = historyEntry(event.state);
      if (reached) onPopRef.current(reached);
    };
    window.addEventListener("popstate", handlePop);
    return () => window.removeEventListener("popstate", handlePop);
  }, []);
}
