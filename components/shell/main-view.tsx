"use client";
import dynamic from "next/dynamic";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { LoadingScreen } from "@/components/shell/loading-screen";
import { useNavigation } from "@/lib/client/navigation";
import { withClassMerge } from "@/lib/client/with-class-merge";
import { useFocusHeadingOnViewChange } from "@/lib/client/view-focus";

// The board (drag and drop), the workbench and Discover load when first opened.
const loading = () => <LoadingScreen />;
const ApplicationsView = dynamic(
  () =>
    withClassMerge(import("@/components/board/applications-view")).then(
      (module) => module.ApplicationsView,
    ),
  { loading },
);
const SettingsView = dynamic(
  () =>
    withClassMerge(import("@/components/settings/settings-view")).then(
      (module) => module.SettingsView,
    ),
  { loading },
);
const InterviewInsightView = dynamic(
  () =>
    withClassMerge(import("@/components/insight/interview-insight-view")).then(
      (module) => module.InterviewInsightView,
    ),
  { loading },
);
const SimulatorView = dynamic(
  () =>
    withClassMerge(import("@/components/simulator/simulator-view")).then(
      (module) => module.SimulatorView,
    ),
  { loading },
);
const DiscoverView = dynamic(
  () =>
    withClassMerge(import("@/components/discover/discover-view")).then(
      (module) => module.DiscoverView,
    ),
  { loading },
);
const JobWorkbench = dynamic(
  () =>
    withClassMerge(import("@/components/workbench/job-workbench")).then(
      (module) => module.JobWorkbench,
    ),
  { loading },
);
const InterviewAssistView = dynamic(
  () =>
    withClassMerge(import("@/components/assist/interview-assist-view")).then(
      (module) => module.InterviewAssistView,
    ),
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
    case "settings":
      return <SettingsView />;
    case "discover":
      return <DiscoverView />;
    case "interview-insight":
      return <InterviewInsightView />;
    case "interview-assist":
      return <InterviewAssistView />;
    case "interview-simulator":
      // key: opened for another job, the simulator starts fresh with that job chosen
      return <SimulatorView key={activeJobId ?? ""} />;
  }
}
