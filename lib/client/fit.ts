"use client";
import type { FitCheck } from "../types";
import { apiJson } from "./fetcher";
import { keys } from "./keys";

/** lib/match's fit of the master résumé with the job, computed on the server without a model. */
export function fetchFit(jobId: string): Promise<FitCheck> {
  return apiJson<FitCheck>("GET", keys.fit(jobId));
}

/** Session-storage key under which "write anyway" is remembered for a job until the tab closes. */
const poorFitAcceptedKey = (jobId: string) => `shortlist:poor-fit-accepted:${jobId}`;

export function hasAcceptedPoorFit(jobId: string): boolean {
  try {
    return sessionStorage.getItem(poorFitAcceptedKey(jobId)) === "yes";
  } catch {
    return false;
  }
}

export function rememberPoorFitAccepted(jobId: string) {
  try {
    sessionStorage.setItem(poorFitAcceptedKey(jobId), "yes");
  } catch {
    // Storage can be full or blocked: the question is then asked again next time.
  }
}
