"use client";
import useSWR, { useSWRConfig } from "swr";
import type {
  CurrentUser,
  DocumentVersion,
  JobDetail,
  JobSummary,
  MasterResume,
  ProfessionalSnapshot,
  Transcript,
  VersionedDocument,
} from "../types";
import { fetcher, HttpError } from "./fetcher";
import { keys } from "./keys";

/** The current user from the user request's answer: null for a 401 (signed out). */
export async function userOrSignedOut(request: Promise<CurrentUser>): Promise<CurrentUser | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export const fetchUser = (url: string) => userOrSignedOut(fetcher<CurrentUser>(url));

/**
 * The signed-in user; null when signed out (a 401), an error for anything else. Not asked
 * while `enabled` is false (a page without a session cookie is signed out already).
 */
export function useUser(enabled = true) {
  const { data, error, isLoading, mutate } = useSWR(enabled ? keys.user : null, fetchUser);
  return { user: data ?? null, error, isLoading, refresh: mutate };
}

export function useJobs(enabled = true) {
  const { data, error, isLoading, mutate } = useSWR<JobSummary[]>(enabled ? keys.jobs : null);
  return { jobs: data ?? [], error, isLoading, refresh: mutate };
}

/**
 * One job with everything generated for it. Opening it always asks the server again,
 * even with a cached copy, so a job deleted in another tab shows as not found.
 */
export function useJob(id: string | null) {
  const { mutate: mutateCache } = useSWRConfig();
  const { data, error, isLoading, mutate } = useSWR<JobDetail>(id ? keys.job(id) : null, {
    revalidateOnMount: true,
    // Deleted elsewhere: the lists that still show it are refreshed.
    onError: (failure) => {
      if (failure instanceof HttpError && failure.status === 404) void mutateCache(keys.jobs);
    },
  });
  return { job: data ?? null, error, isLoading, refresh: mutate };
}

export function useMasterResume(enabled = true) {
  const { data, error, isLoading, mutate } = useSWR<MasterResume | null>(
    enabled ? keys.masterResume : null,
  );
  return { resume: data ?? null, error, isLoading, refresh: mutate };
}

export function useProfessionalSnapshot(enabled = true) {
  const { data, error, isLoading } = useSWR<ProfessionalSnapshot>(enabled ? keys.snapshot : null);
  return { snapshot: data ?? null, error, isLoading };
}

export function useTranscripts(jobId: string | null) {
  const { data, error, isLoading } = useSWR<Transcript[]>(jobId ? keys.transcripts(jobId) : null);
  return { transcripts: data ?? [], error, isLoading };
}

/**
 * The kept versions of one document, newest (the current text) first. Every write adds one,
 * so the list is fetched again each time it is shown.
 */
export function useVersions(jobId: string, document: VersionedDocument) {
  const { data, error, isLoading, mutate } = useSWR<DocumentVersion[]>(
    keys.versions(jobId, document),
    { revalidateOnMount: true },
  );
  return { versions: data ?? [], error, isLoading, refresh: mutate };
}
