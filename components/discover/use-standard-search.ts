"use client";
import { useRef, useState } from "react";
import { HttpError, isUnauthorized } from "@/lib/client/fetcher";
import { searchJobs, type SearchAnswer, type SearchForm } from "@/lib/client/discover-api";
import { toast } from "@/lib/client/toast-store";

function reportFailure(error: unknown) {
  if (isUnauthorized(error)) return; // the shell signs the user out and says so
  // A 400 explains what to change ("Enter a job title or a keyword"); anything else is ours.
  const description =
    error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 429
      ? error.serverMessage
      : "Could not fetch job listings. Please try again.";
  toast({ title: "Search failed", description, variant: "destructive" });
}

/**
 * Spec 2 §4 standard search: a search replaces the results; "Search More" asks for the next
 * page of the same search and appends what is new.
 */
export function useStandardSearch(onResults: (answer: SearchAnswer, isMore: boolean) => void) {
  const [isSearching, setSearching] = useState(false);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const [lastCount, setLastCount] = useState(0);
  const last = useRef<{ form: SearchForm; page: number } | null>(null);
  // A newer search wins over an older answer still on its way.
  const generation = useRef(0);

  const search = async (form: SearchForm) => {
    const current = ++generation.current;
    setSearching(true);
    setLastCount(0);
    try {
      const answer = await searchJobs(form, 1);
      if (current !== generation.current) return;
      last.current = { form, page: answer.page || 1 };
      setLastCount(answer.jobs.length);
      onResults(answer, false);
    } catch (error) {
      if (current === generation.current) reportFailure(error);
    } finally {
      if (current === generation.current) setSearching(false);
    }
  };

  const searchMore = async () => {
    if (!last.current) return;
    const current = generation.current;
    const { form, page } = last.current;
    setLoadingMore(true);
    try {
      const answer = await searchJobs(form, page + 1);
      if (current !== generation.current) return;
      last.current = { form, page: answer.page || page + 1 };
      setLastCount(answer.jobs.length);
      onResults(answer, true);
    } catch (error) {
      if (current === generation.current) reportFailure(error);
    } finally {
      setLoadingMore(false);
    }
  };

  /** Forgets the last search (another mode or a loaded history entry now shows). */
  const reset = () => {
    generation.current++;
    last.current = null;
    setLastCount(0);
    setSearching(false);
    setLoadingMore(false);
  };

  return { search, searchMore, reset, isSearching, isLoadingMore, lastCount };
}
