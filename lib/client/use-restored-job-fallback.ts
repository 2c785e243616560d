"use client";
import { useEffect } from "react";
import { useJobs } from "./hooks";
import { useNavigation } from "./navigation";

/**
 * A view restored on reload may name a job deleted since (in another tab, on another
 * device): once the job list has loaded without it, the navigation leaves it (the
 * workbench for the dashboard). Mounted by the signed-in shell only, so a signed-out page
 * asks for nothing.
 */
export function useRestoredJobFallback() {
  const { restoredJobId, settleRestoredJob } = useNavigation();
  const isChecking = restoredJobId !== null;
  const { jobs, isLoading, error } = useJobs(isChecking);
  useEffect(() => {
    // A failed list proves nothing: the views show their own errors.
    if (!isChecking || isLoading || error) return;
    settleRestoredJob(!jobs.some((job) => job.id === restoredJobId));
  }, [isChecking, isLoading, error, jobs, restoredJobId, settleRestoredJob]);
}
