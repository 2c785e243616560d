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

const failed = (description: string, title = "AI Search failed") =>
  toast({ title, description, variant: "destructive" });

/** Starts a background search and polls it until it completes, fails or runs out of tries. */
export function useAiSearch(
  onCompleted: (results: BackgroundResults) => void,
  { intervalMs = POLL_INTERVAL_MS, maxPolls = MAX_POLLS } = {},
) {
  const [state, setState] = useState<AiSearchState>("idle");
  const { mutate } = useSWRConfig();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const generation = useRef(0);
  const onCompletedRef = useRef(onCompleted);
  useEffect(() => {
    onCompletedRef.current = onCompleted;
  });
  // Leaving the screen stops the polling; the search goes on and lands in the history.
  useEffect(() => () => clearTimeout(timer.current), []);

  const poll = async (searchId: string, attempt: number, current: number) => {
    let lastError: unknown = null;
    try {
      const results = await backgroundResults(searchId);
      if (current !== generation.current) return;
      if (results.search.status === "completed") {
        setState("completed");
        onCompletedRef.current(results);
        void mutate(discoverKeys.history);
        return;
      }
      if (results.search.status === "failed") {
        setState("failed");
        failed("Background search encountered an error");
        void mutate(discoverKeys.history);
        return;
      }
    } catch (error) {
      if (current !== generation.current) return;
      if (isUnauthorized(error)) {
        setState("failed");
        return;
      }
      lastError = error; // retried like a search still running (spec 2 §4)
    }
    if (attempt >= maxPolls) {
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
    setState("idle");
  };

  return { state, start, reset };
}
