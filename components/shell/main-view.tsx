"use client";
import dynamic from "next/dynamic";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { ComingLaterView } from "@/components/shell/coming-later-view";
import { LoadingScreen } from "@/components/shell/loading-screen";
import { useNavigation } from "@/lib/client/navigation";
import { useFocusHeadingOnViewChange } from "@/lib/client/view-focus";

// The board (drag and drop), the workbench and Discover load when first opened.
const loading = () => <LoadingScreen />;
const ApplicationsView = dynamic(
  () => import("@/components/board/applications-view").then((module) => module.ApplicationsView),
  { loading },
);
const DiscoverView = dynamic(
  () => import("@/components/discover/discover-view").then((module) => module.DiscoverView),
  { loading },
);
const JobWorkbench = dynamic(
  () => import("@/components/workbench/job-workbench").then((module) => module.JobWorkbench),
  { loading },
);

/** The internal view chosen in the navigation state; the URL never changes. */
export function MainView() {
  const { view, activeJobId } = useNavigation();
  useFocusHeadingOnViewChange(`${view}:${activeJobId ?? ""}`);
  switch (view) {
    case "dashboard":
      return <DashboardView />;
    case "applications":
      return <ApplicationsView />;
    case "job-detail":
      // key: a different job starts with fresh workbench state
      return activeJobId ? <JobWorkbench key={activeJobId} /> : <ApplicationsView />;
    case "discover":
      return <DiscoverView />;
    case "interview-insight":
    case "interview-assist":
    case "interview-simulator":
      return <ComingLaterView view={view} />;
  }
}
