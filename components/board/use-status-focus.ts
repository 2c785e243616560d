"use client";
import { useEffect, type RefObject } from "react";
import { useNavigation } from "@/lib/client/navigation";
import type { JobStatus } from "@/lib/types";

export const FOCUS_HIGHLIGHT_MS = 2000;

/**
 * A status focus from the dashboard tiles: scroll its column (or accordion section) into
 * view, keep it highlighted for a moment, then clear the focus.
 */
export function useStatusFocus(
  container: RefObject<HTMLElement | null>,
  isReady: boolean,
): JobStatus | null {
  const { statusFocus, clearStatusFocus } = useNavigation();

  useEffect(() => {
    if (!statusFocus || !isReady) return;
    const section = container.current?.querySelector<HTMLElement>(
      `[data-status-section="${statusFocus}"]`,
    );
    section?.scrollIntoView?.({ behavior: "smooth", block: "nearest", inline: "nearest" });
    const timer = setTimeout(clearStatusFocus, FOCUS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [statusFocus, isReady, container, clearStatusFocus]);

  return isReady ? statusFocus : null;
}
