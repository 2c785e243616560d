import "server-only";
import type { PrivateNetworkAccess } from "../../extract/address-policy";
import type { DiscoveredJob } from "../types";
import { checkPosting, type PostingCheck } from "./validate-posting";

export const VALIDATION_CONCURRENCY = 8;
/** The whole validation's budget; pages not read by then are kept as not checked. */
export const VALIDATION_BUDGET_MS = 25_000;

export type ValidationOutcome = {
  kept: { job: DiscoveredJob; validation: "live" | "not-checked" }[];
  dropped: { job: DiscoveredJob; reason: string }[];
};

/**
 * Checks every candidate's page, at most `concurrency` at a time, within one time budget.
 * Gone and non-job pages are dropped; unreadable ones are kept as "not-checked".
 */
export async function validateJobs(
  jobs: DiscoveredJob[],
  options: {
    allowPrivateNetwork: PrivateNetworkAccess;
    concurrency?: number;
    budgetMs?: number;
    signal?: AbortSignal;
  },
): Promise<ValidationOutcome> {
  const budget = AbortSignal.timeout(options.budgetMs ?? VALIDATION_BUDGET_MS);
  const signal = options.signal ? AbortSignal.any([budget, options.signal]) : budget;
  const checks: PostingCheck[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index];
      checks[index] =
        signal.aborted || job.contract_type === "demo" || !job.url
          ? { verdict: "not-checked", reason: "not read" }
          : await checkPosting(job.url, {
              allowPrivateNetwork: options.allowPrivateNetwork,
              signal,
            });
    }
  };
  const workers = Math.min(options.concurrency ?? VALIDATION_CONCURRENCY, jobs.length);
  await Promise.all(Array.from({ length: workers }, worker));

  const outcome: ValidationOutcome = { kept: [], dropped: [] };
  jobs.forEach((job, index) => {
    const check = checks[index];
    if (check.verdict === "gone" || check.verdict === "not-a-job") {
      outcome.dropped.push({ job, reason: check.reason });
    } else {
      outcome.kept.push({ job, validation: check.verdict === "live" ? "live" : "not-checked" });
    }
  });
  return outcome;
}
