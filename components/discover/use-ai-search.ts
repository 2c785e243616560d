"use client";
import { useEffect, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { HttpError, isUnauthorized } from "@/lib/client/fetcher";
import {
  backgroundResults,
  discoverKeys,
  startBackgroundSearch,
  type BackgroundResults,
  type SearchForm,
} from "@/lib/client/discover-api";
import { toast } from "@/lib/client/toast-store";

/** Spec 2 §4, §9: a poll every 5 s, the first 5 s after the start, at most 60. */
export const POLL_INTERVAL_MS = 5000;
export const MAX_POLLS = 60;

export type AiSearchState = "idle" | "searching" | "completed" | "failed";

// The search running now, so coming back to Discover picks up its polling where it left.
export const ACTIVE_SEARCH_KEY = "shortlist:discover-ai-search";

function activeSearch(): string | null {
  try {
    return window.sessionStorage.getItem(ACTIVE_SEARCH_KEY);
  } catch {
    return null;
  }
}

function rememberSearch(searchId: string | null) {
  try {
    if (searchId) window.sessionStorage.setItem(ACTIVE_SEARCH_KEY, searchId);
    else window.sessionStorage.removeItem(ACTIVE_SEARCH_KEY);
  } catch {
    // storage refused: polling just does not resume after leaving the screen
  }
}

const failed = (description: string, title = "AI Search failed") =>
  toast({ title, description, variant: "destructive" });

/** Starts a background search and polls it until it completes, fails or runs out of tries. */
export function useAiSearch(
  onCompleted: (results: BackgroundResults) => void,
  { intervalMs = POLL_INTERVAL_MS, maxPolls = MAX_POLLS, isEnabled = true } = {},
) {
  const [state, setState] = useState<AiSearchState>("idle");
  const { mutate } = useSWRConfig();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const generation = useRef(0);
  const onCompletedRef = useRef(onCompleted);
  useEffect(() => {
    onCompletedRef.current = onCompleted;
  });
  // Leaving the screen stops the polling; the search goes on on the server, and coming
  // back resumes polling it (its result also lands in the history).
  useEffect(() => () => clearTimeout(timer.current), []);

  const poll = async (searchId: string, attempt: number, current: number) => {
    let lastError: unknown = null;
    try {
      const results = await backgroundResults(searchId);
      if (current !== generation.current) return;
      if (results.search.status === "completed") {
        rememberSearch(null);
        setState("completed");
        onCompletedRef.current(results);
        void mutate(discoverKeys.history);
        return;
      }
      if (results.search.status === "failed") {
        rememberSearch(null);
        setState("failed");
        failed("Background search encountered an error");
        void mutate(discoverKeys.history);
        return;
      }
    } catch (error) {
      if (current !== generation.current) return;
      if (isUnauthorized(error)) {
        rememberSearch(null);
        setState("failed");
        return;
      }
      // The search is gone (another account's, or removed): asking again cannot help.
      if (error instanceof HttpError && error.status === 404) {
        rememberSearch(null);
        setState("failed");
        failed("Background search encountered an error");
        return;
      }
      lastError = error; // retried like a search still running (spec 2 §4)
    }
    if (attempt >= maxPolls) {
      rememberSearch(null);
      setState("failed");
      if (lastError) failed("Background search encountered an error");
      else failed("Background search is taking too long", "Search timeout");
      return;
    }
    timer.current = setTimeout(() => void poll(searchId, attempt + 1, current), intervalMs);
  };

  const start = async (form: SearchForm) => {
    clearTimeout(timer.current);
    const current = ++generation.current;
    setState("searching");
    try {
      const searchId = await startBackgroundSearch(form);
      if (current !== generation.current) return;
      rememberSearch(searchId);
      timer.current = setTimeout(() => void poll(searchId, 1, current), intervalMs);
    } catch (error) {
      if (current !== generation.current) return;
      setState("failed");
      if (isUnauthorized(error)) return;
      // A 400 says what to change in the search; anything else is on our side.
      const isInputProblem =
        error instanceof HttpError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 429;
      failed(
        isInputProblem
          ? error.serverMessage
          : "Could not start background search. Please try again.",
      );
    }
  };

  const reset = () => {
    clearTimeout(timer.current);
    generation.current++;
    rememberSearch(null);
    setState("idle");
  };

  // Resumes polling a search started before the screen was left (once, on mount).
  const resumeOnMount = useRef(isEnabled);
  useEffect(() => {
    const searchId = resumeOnMount.current ? activeSearch() : null;
    resumeOnMount.current = false;
    if (!searchId) return;
    const current = ++generation.current;
    setState("searching");
    void poll(searchId, 1, current);
    // poll is recreated each render; only the first one matters here
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { state, start, reset };
}
