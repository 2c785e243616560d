"use client";
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import type { JobStatus } from "../types";
import { UnsavedChangesContext, useUnsavedChangesState } from "./unsaved-changes";
import { DASHBOARD_ENTRY, type ViewEntry, type ViewId, type WorkbenchTab } from "./view-entry";
import { readRestoredView, useViewHistory, writeViewHistory } from "./view-history";

export { WORKBENCH_TABS, type ViewId, type WorkbenchTab } from "./view-entry";

/** Session-storage key under which a job's tab is remembered until the job opens. */
export const jobTabStorageKey = (jobId: string) => `shortlist:job-tab:${jobId}`;

type NavigationState = ViewEntry & { statusFocus: JobStatus | null };
type InitialNavigation = Omit<NavigationState, "tab"> & { tab?: WorkbenchTab | null };

type Navigation = NavigationState & {
  navigate: (view: ViewId) => void;
  openJob: (jobId: string, tab?: WorkbenchTab) => void;
  openApplications: (statusFocus?: JobStatus) => void;
  openSimulator: (jobId: string) => void;
  /** The open job's workbench tab; a history entry of its own. */
  selectTab: (tab: WorkbenchTab) => void;
  clearStatusFocus: () => void;
  /** The job of a view restored on reload, until the job list says whether it still exists. */
  restoredJobId: string | null;
  settleRestoredJob: (isGone: boolean) => void;
};

const NavigationContext = createContext<Navigation | null>(null);

/**
 * Internal views switch without changing the URL (spec 1 §2 "Internal views"), each switch
 * an entry in the browser's history so that Back and Forward move between views; a page
 * load comes back to its entry's view, or the tab's last one. `initial` (tests) skips that.
 */
export function NavigationProvider({
  children,
  initial,
}: {
  children: React.ReactNode;
  initial?: InitialNavigation;
}) {
  const [restored] = useState(() => (initial ? null : readRestoredView()));
  const [state, setState] = useState<NavigationState>(() =>
    initial
      ? { ...initial, tab: initial.tab ?? null }
      : { ...(restored ?? DASHBOARD_ENTRY), statusFocus: null },
  );
  const [restoredJobId, setRestoredJobId] = useState(restored?.activeJobId ?? null);
  // Leaving the current view or job asks first while an editor has unsaved changes.
  const unsavedChanges = useUnsavedChangesState();
  const { guardLeave } = unsavedChanges;
  const { view: currentView, activeJobId: currentJobId, tab: currentTab } = state;
  const go = useCallback(
    (
      target: { view: ViewId; activeJobId?: string | null },
      change: () => void,
      stay?: () => void,
    ) => {
      const isSamePlace =
        target.view === currentView &&
        (target.activeJobId === undefined || target.activeJobId === currentJobId);
      if (isSamePlace) change();
      else guardLeave(change, stay);
    },
    [currentView, currentJobId, guardLeave],
  );

  // Back or Forward has already moved the browser's entry: staying puts the view back on top.
  const handlePop = (entry: ViewEntry) => {
    const current = { view: currentView, activeJobId: currentJobId, tab: currentTab };
    go(
      entry,
      () => setState({ ...entry, statusFocus: null }),
      () => writeViewHistory("pushState", current),
    );
  };
  useViewHistory(state, handlePop);

  const navigate = useCallback(
    (view: ViewId) =>
      go({ view }, () =>
        setState((current) => ({ ...current, view, tab: null, statusFocus: null })),
      ),
    [go],
  );
  const openJob = useCallback(
    (jobId: string, tab?: WorkbenchTab) =>
      go({ view: "job-detail", activeJobId: jobId }, () => {
        if (tab) sessionStorage.setItem(jobTabStorageKey(jobId), tab);
        setState((current) => {
          // Opening the job already open keeps its tab unless another is asked for.
          const isOpen = current.view === "job-detail" && current.activeJobId === jobId;
          const nextTab = tab ?? (isOpen ? current.tab : null);
          return { view: "job-detail", activeJobId: jobId, tab: nextTab, statusFocus: null };
        });
      }),
    [go],
  );
  const openApplications = useCallback(
    (statusFocus?: JobStatus) =>
      go({ view: "applications" }, () =>
        setState((current) => ({
          ...current,
          view: "applications",
          tab: null,
          statusFocus: statusFocus ?? null,
        })),
      ),
    [go],
  );
  const openSimulator = useCallback(
    (jobId: string) =>
      go({ view: "interview-simulator", activeJobId: jobId }, () =>
        setState({
          view: "interview-simulator",
          activeJobId: jobId,
          tab: null,
          statusFocus: null,
        }),
      ),
    [go],
  );
  const selectTab = useCallback(
    (tab: WorkbenchTab) => setState((current) => ({ ...current, tab })),
    [],
  );
  const clearStatusFocus = useCallback(
    () => setState((current) => ({ ...current, statusFocus: null })),
    [],
  );
  const settleRestoredJob = useCallback(
    (isGone: boolean) => {
      setRestoredJobId(null);
      if (!isGone || restoredJobId === null || currentJobId !== restoredJobId) return;
      // The job was deleted meanwhile: its workbench falls back to the dashboard, any other
      // view stays without it. In place of the entry, not a new one.
      const entry: ViewEntry =
        currentView === "job-detail"
          ? DASHBOARD_ENTRY
          : { view: currentView, activeJobId: null, tab: null };
      writeViewHistory("replaceState", entry);
      setState({ ...entry, statusFocus: null });
    },
    [restoredJobId, currentJobId, currentView],
  );

  const value = useMemo(
    () => ({
      ...state,
      navigate,
      openJob,
      openApplications,
      openSimulator,
      selectTab,
      clearStatusFocus,
      restoredJobId,
      settleRestoredJob,
    }),
    [
      state,
      navigate,
      openJob,
      openApplications,
      openSimulator,
      selectTab,
      clearStatusFocus,
      restoredJobId,
      settleRestoredJob,
    ],
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
