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

export function isWorkbenchTab(value: unknown): value is WorkbenchTab {
  return (WORKBENCH_TABS as readonly unknown[]).includes(value);
}

/**
 * Where the person is: what a history entry and the tab's session memory keep. The job's
 * workbench tab is null when none was chosen (the workbench then picks its default).
 */
export type ViewEntry = {
  view: ViewId;
  activeJobId: string | null;
  tab: WorkbenchTab | null;
};

export const DASHBOARD_ENTRY: ViewEntry = { view: "dashboard", activeJobId: null, tab: null };

/** A ViewEntry read back from history or storage, or null when it is not one. */
export function parseViewEntry(value: unknown): ViewEntry | null {
  if (typeof value !== "object" || value === null) return null;
  const { view, activeJobId, tab } = value as Record<string, unknown>;
  if (!(VIEW_IDS as readonly unknown[]).includes(view)) return null;
  if (activeJobId !== null && (typeof activeJobId !== "string" || activeJobId === "")) return null;
  if (tab !== null && !isWorkbenchTab(tab)) return null;
  return { view: view as ViewId, activeJobId, tab };
}

export const isSameEntry = (a: ViewEntry, b: ViewEntry) =>
  a.view === b.view && a.activeJobId === b.activeJobId && a.tab === b.tab;
