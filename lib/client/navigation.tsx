"use client";
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import type { JobStatus } from "../types";

export const VIEW_IDS = [
  "dashboard",
  "discover",
  "job-detail",
  "applications",
  "interview-insight",
  "interview-assist",
  "interview-simulator",
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

  const navigate = useCallback(
    (view: ViewId) => setState((current) => ({ ...current, view, statusFocus: null })),
    [],
  );
  const openJob = useCallback((jobId: string, tab?: WorkbenchTab) => {
    if (tab) sessionStorage.setItem(jobTabStorageKey(jobId), tab);
    setState({ view: "job-detail", activeJobId: jobId, statusFocus: null });
  }, []);
  const openApplications = useCallback(
    (statusFocus?: JobStatus) =>
      setState((current) => ({
        ...current,
        view: "applications",
        statusFocus: statusFocus ?? null,
      })),
    [],
  );
  const openSimulator = useCallback(
    (jobId: string) =>
      setState({ view: "interview-simulator", activeJobId: jobId, statusFocus: null }),
    [],
  );
  const clearStatusFocus = useCallback(
    () => setState((current) => ({ ...current, statusFocus: null })),
    [],
  );

  const value = useMemo(
    () => ({ ...state, navigate, openJob, openApplications, openSimulator, clearStatusFocus }),
    [state, navigate, openJob, openApplications, openSimulator, clearStatusFocus],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error("useNavigation must be used inside NavigationProvider");
  return navigation;
}
