import type { SWRConfiguration } from "swr";
import { fetcher } from "./fetcher";

/** Spec 1 §9: queries never go stale, no refetch on focus, no polling, no retries. */
export const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  dedupingInterval: 2000,
};
