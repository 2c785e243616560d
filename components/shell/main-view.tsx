"use client";
import { ApplicationsView } from "@/components/board/applications-view";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { ComingLaterView } from "@/components/shell/coming-later-view";
import { JobWorkbench } from "@/components/workbench/job-workbench";
import { useNavigation } from "@/lib/client/navigation";

/** The internal view chosen in the navigation state; the URL never changes. */
export function MainView() {
  const { view, activeJobId } = useNavigation();
  switch (view) {
    case "dashboard":
      return <DashboardView />;
    case "applications":
      return <ApplicationsView />;
    case "job-detail":
      // key: a different job starts with fresh workbench state
      return activeJobId ? <JobWorkbench key={activeJobId} /> : <ApplicationsView />;
    case "discover":
    case "interview-insight":
    case "interview-assist":
    case "interview-simulator":
      return <ComingLaterView view={view} />;
  }
}
