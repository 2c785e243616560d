"use client";
import { useState } from "react";
import { HttpError, isUnauthorized } from "@/lib/client/fetcher";
import { addToWorkbench, type ResultJob } from "@/lib/client/discover-api";
import { toast } from "@/lib/client/toast-store";
import { isDemoJob } from "@/lib/discover/search-terms";
import type { AddState } from "./result-card";

export const DEMO_REFUSED = "Demo jobs cannot be added to workbench";

/** Spec 2 §4, §5: adds a result to the board as a prospect; demo jobs are refused. */
export function useAddToWorkbench() {
  const [addStates, setAddStates] = useState<Record<string, AddState>>({});
  const setState = (id: string, state: AddState) =>
    setAddStates((current) => ({ ...current, [id]: state }));

  const add = async (job: ResultJob) => {
    if (isDemoJob(job)) {
      toast({ title: "Failed to add", description: DEMO_REFUSED, variant: "destructive" });
      return;
    }
    setState(job.id, "adding");
    try {
      await addToWorkbench(job);
      setState(job.id, "added");
      toast({
        title: "Added to workbench",
        description: `${job.title} is on your board as a prospect.`,
      });
    } catch (error) {
      setState(job.id, "idle");
      if (isUnauthorized(error)) return;
      const isDemoRefusal = error instanceof HttpError && error.serverMessage === DEMO_REFUSED;
      toast({
        title: "Failed to add",
        description: isDemoRefusal ? DEMO_REFUSED : "Failed to add job to workbench",
        variant: "destructive",
      });
    }
  };

  return { addStates, add };
}
