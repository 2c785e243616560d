"use client";
import { useEffect, useState } from "react";
import { jobTabStorageKey, WORKBENCH_TABS, type WorkbenchTab } from "@/lib/client/navigation";

export const DEFAULT_TAB: WorkbenchTab = "analyze";

function isWorkbenchTab(value: string | null): value is WorkbenchTab {
  return value !== null && (WORKBENCH_TABS as readonly string[]).includes(value);
}

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

/** The workbench tab: starts on the remembered one, whose memory is then cleared. */
export function useWorkbenchTab(jobId: string) {
  const [tab, setTab] = useState<WorkbenchTab>(() => {
    const storage = browserStorage();
    return (storage && readRememberedTab(jobId, storage)) ?? DEFAULT_TAB;
  });
  // Cleared in an effect rather than while reading so a second render still sees the tab.
  useEffect(() => {
    browserStorage()?.removeItem(jobTabStorageKey(jobId));
  }, [jobId]);
  return [tab, setTab] as const;
}
