"use client";
import { HttpError } from "@/lib/client/fetcher";
import { useJob } from "@/lib/client/hooks";
import { useNavigation } from "@/lib/client/navigation";
import { JobDescriptionEditor } from "./job-description-editor";
import { OfflineEngineProvider } from "./offline-draft-label";
import { useWorkbenchTab } from "./tab-memory";
import { WorkbenchHeader } from "./workbench-header";
import { JobNotFound, WorkbenchSkeleton } from "./workbench-states";
import { WorkbenchTabs } from "./workbench-tabs";

function Workbench({ jobId }: { jobId: string }) {
  const { navigate } = useNavigation();
  const { job, error } = useJob(jobId);
  const [tab, setTab] = useWorkbenchTab(jobId);

  if (error) {
    // A 404 is simply "not found"; any other failure says what the server said.
    const detail =
      error instanceof HttpError && error.status !== 404 ? error.serverMessage : undefined;
    return <JobNotFound detail={detail} onBack={() => navigate("applications")} />;
  }
  // No data and no error: loading, or just deleted and about to leave.
  if (!job) return <WorkbenchSkeleton />;

  return (
    <OfflineEngineProvider>
      <div className="space-y-6">
        <WorkbenchHeader job={job} />
        <JobDescriptionEditor job={job} />
        <WorkbenchTabs job={job} tab={tab} onTabChange={setTab} />
      </div>
    </OfflineEngineProvider>
  );
}

/** The per-job workbench (spec 1 §2 "Job workbench"); its back action returns to applications. */
export function JobWorkbench() {
  const { activeJobId, navigate } = useNavigation();
  if (!activeJobId) return <JobNotFound onBack={() => navigate("applications")} />;
  return <Workbench key={activeJobId} jobId={activeJobId} />;
}
