"use client";
import { useEffect, useRef } from "react";

/** The id of the shell's <main>: the skip link's target and where view headings live. */
export const MAIN_CONTENT_ID = "main-content";

/** Focuses the current view's heading (its h1); false when it has not rendered yet. */
export function focusViewHeading(): boolean {
  const heading = document.getElementById(MAIN_CONTENT_ID)?.querySelector("h1");
  if (!heading) return false;
  heading.setAttribute("tabindex", "-1");
  heading.focus();
  return true;
}

/** Whether the user has already moved on inside the new view, so focus is theirs. */
function isFocusInView(): boolean {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const active = document.activeElement;
  return Boolean(main && active && active !== main && main.contains(active));
}

const HEADING_WAIT_MS = 10_000;

let viewChanges = 0;

/** Counts view changes, so a dialog can tell whether its answer moved to another view. */
export const viewChangeCount = () => viewChanges;

/**
 * When the view changes (key), focus moves to the new view's heading, as a page load
 * would put a screen reader there; a view that loads first is waited for.
 */
export function useFocusHeadingOnViewChange(viewKey: string) {
  const previousKey = useRef(viewKey);
  useEffect(() => {
    if (previousKey.current === viewKey) return;
    previousKey.current = viewKey;
    viewChanges += 1;
    if (!isFocusInView() && focusViewHeading()) return;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const observer = new MutationObserver(() => {
      if (isFocusInView() || focusViewHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [viewKey]);
}
