"use client";
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import type { JobStatus } from "../types";
import { UnsavedChangesContext, useUnsavedChangesState } from "./unsaved-changes";

export const VIEW_IDS = [
  "dashboard",
  "discover",
  "job-detail",
  "applications",
  "interview-insight",
  "interview-assist",
  "interview-simulator",
  "settings",
] as const;
export type ViewId = (typeof VIEW_IDS)[number];

export const WORKBENCH_TABS = ["analyze", "resume", "cover-letter", "qa"] as const;
export type WorkbenchTab = (typeof WORKBENCH_TABS)[number];

/** Session-storage key under which a job's tab is remembered until the job opens. */
export const jobTabStorageKey = (jobId: string) => `shortlist:job-tab:${jobId}`;

type NavigationState = {
  view: ViewId;
  activeJobId: string | null;
  statusFocus: JobStatus | null;
};

type Navigation = NavigationState & {
  navigate: (view: ViewId) => void;
  openJob: (jobId: string, tab?: WorkbenchTab) => void;
  openApplications: (statusFocus?: JobStatus) => void;
  openSimulator: (jobId: string) => void;
  clearStatusFocus: () => void;
};

const NavigationContext = createContext<Navigation | null>(null);

/** Internal views switch without changing the URL (spec 1 §2 "Internal views"). */
export function NavigationProvider({
  children,
  initial = { view: "dashboard", activeJobId: null, statusFocus: null },
}: {
  children: React.ReactNode;
  initial?: NavigationState;
}) {
  const [state, setState] = useState<NavigationState>(initial);
  // Leaving the current view or job asks first while an editor has unsaved changes.
  const unsavedChanges = useUnsavedChangesState();
  const { guardLeave } = unsavedChanges;
  const { view: currentView, activeJobId: currentJobId } = state;
  const go = useCallback(
    (target: { view: ViewId; activeJobId?: string }, change: () => void) => {
      const isSamePlace =
        target.view === currentView &&
        (target.activeJobId === undefined || target.activeJobId === currentJobId);
      if (isSamePlace) change();
      else guardLeave(change);
    },
    [currentView, currentJobId, guardLeave],
  );

  const navigate = useCallback(
    (view: ViewId) =>
      go({ view }, () => setState((current) => ({ ...current, view, statusFocus: null }))),
    [go],
  );
  const openJob = useCallback(
    (jobId: string, tab?: WorkbenchTab) =>
      go({ view: "job-detail", activeJobId: jobId }, () => {
        if (tab) sessionStorage.setItem(jobTabStorageKey(jobId), tab);
        setState({ view: "job-detail", activeJobId: jobId, statusFocus: null });
      }),
    [go],
  );
  const openApplications = useCallback(
    (statusFocus?: JobStatus) =>
      go({ view: "applications" }, () =>
        setState((current) => ({
          ...current,
          view: "applications",
          statusFocus: statusFocus ?? null,
        })),
      ),
    [go],
  );
  const openSimulator = useCallback(
    (jobId: string) =>
      go({ view: "interview-simulator", activeJobId: jobId }, () =>
        setState({ view: "interview-simulator", activeJobId: jobId, statusFocus: null }),
      ),
    [go],
  );
  const clearStatusFocus = useCallback(
    () => setState((current) => ({ ...current, statusFocus: null })),
    [],
  );

  const value = useMemo(
    () => ({ ...state, navigate, openJob, openApplications, openSimulator, clearStatusFocus }),
    [state, navigate, openJob, openApplications, openSimulator, clearStatusFocus],
  );
  return (
    <UnsavedChangesContext.Provider value={unsavedChanges}>
      <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>
    </UnsavedChangesContext.Provider>
  );
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error("useNavigation must be used inside NavigationProvider");
  return navigation;
}
