// The job extraction library: one safe fetch for user-supplied URLs and the readers
// that turn a posting into a job. Server side only (it opens network connections).
export { extractJob, NOT_A_JOB_MESSAGE } from "./extract-job";
export {
  allowPrivateNetworkFromEnv,
  PageStatusError,
  safeFetch,
  type LookupFn,
  type SafeFetchOptions,
  type SafeFetchResult,
} from "./safe-fetch";
export { classifyAddress, type AddressKind } from "./address-policy";
export type { ExtractedJob, ExtractFallback, ExtractJobOptions, PageSnapshot } from "./types";
