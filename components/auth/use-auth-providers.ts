"use client";
import useSWR from "swr";

export const AUTH_PROVIDERS_PATH = "/api/auth/providers";

/** Which next-auth providers this server has configured (Google needs its keys set). */
export function useAuthProviders() {
  const { data, error, isLoading } = useSWR<Record<string, unknown>>(AUTH_PROVIDERS_PATH);
  return { hasGoogle: Boolean(data && "google" in data), isLoading: isLoading && !error };
}
