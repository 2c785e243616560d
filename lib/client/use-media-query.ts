"use client";
import { useCallback, useSyncExternalStore } from "react";

/** Spec 1 §9: mobile means a width under 768px. */
export const MOBILE_QUERY = "(max-width: 767.98px)";

function hasMatchMedia() {
  return typeof window !== "undefined" && typeof window.matchMedia === "function";
}

/** Whether a CSS media query matches; false on the server and where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
