"use client";
import { useEffect, useState } from "react";
import { jobTabStorageKey, useNavigation, type WorkbenchTab } from "@/lib/client/navigation";
import { isWorkbenchTab } from "@/lib/client/view-entry";

export const DEFAULT_TAB: WorkbenchTab = "analyze";

/** The tab remembered for a job (spec 1 §2 "Internal views"), or null when none or invalid. */
export function readRememberedTab(
  jobId: string,
  storage: Pick<Storage, "getItem">,
): WorkbenchTab | null {
  const value = storage.getItem(jobTabStorageKey(jobId));
  return isWorkbenchTab(value) ? value : null;
}

function browserStorage(): Storage | null {
  return typeof window === "undefined" ? null : window.sessionStorage;
}

/**
 * The workbench tab: the one the navigation holds (chosen, or restored by Back or a
 * reload), else the remembered one, whose memory is then cleared, else Analyze. Choosing
 * a tab goes through the navigation, so it is a history entry.
 */
export function useWorkbenchTab(jobId: string) {
  const { tab, selectTab } = useNavigation();
  const [rememberedTab] = useState<WorkbenchTab | null>(() => {
    const storage = browserStorage();
    return storage && readRememberedTab(jobId, storage);
  });
  // Cleared in an effect rather than while reading so a second render still sees the tab.
  useEffect(() => {
    browserStorage()?.removeItem(jobTabStorageKey(jobId));
  }, [jobId]);
  return [tab ?? rememberedTab ?? DEFAULT_TAB, selectTab] as const;
}
