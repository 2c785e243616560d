"use client";
import { DeleteJobButton } from "@/components/jobs/delete-job-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useNavigation, WORKBENCH_TABS, type WorkbenchTab } from "@/lib/client/navigation";
import { useUnsavedChangesContext } from "@/lib/client/unsaved-changes";
import type { JobDetail } from "@/lib/types";
import { AnalyzeTab } from "./analyze-tab";
import { CoverLetterTab } from "./cover-letter-tab";
import { QaTab } from "./qa-tab";
import { ResumeTab } from "./resume-tab";

const TAB_LABELS: Record<WorkbenchTab, string> = {
  analyze: "Analyze",
  resume: "Résumé",
  "cover-letter": "Cover Letter",
  qa: "Q&A",
};

// These tabs stay mounted while hidden, so a text streaming in and unsaved edits survive a
// look at another tab.
const KEPT_MOUNTED = new Set<WorkbenchTab>(["resume", "cover-letter"]);

function TabContent({ job, tab }: { job: JobDetail; tab: WorkbenchTab }) {
  switch (tab) {
    case "analyze":
      return <AnalyzeTab job={job} />;
    case "resume":
      return <ResumeTab job={job} />;
    case "cover-letter":
      return <CoverLetterTab job={job} />;
    case "qa":
      return <QaTab job={job} />;
  }
}

export function WorkbenchTabs({
  job,
  tab,
  onTabChange,
}: {
  job: JobDetail;
  tab: WorkbenchTab;
  onTabChange: (tab: WorkbenchTab) => void;
}) {
  const { navigate } = useNavigation();
  const unsavedChanges = useUnsavedChangesContext();
  // The job is gone with its unsaved edits: nothing is left to ask about.
  const leaveDeletedJob = () => {
    unsavedChanges?.discardUnsavedChanges();
    navigate("applications");
  };
  return (
    <div className="space-y-4">
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as WorkbenchTab)}>
        <TabsList className="w-full sm:w-fit">
          {WORKBENCH_TABS.map((value) => (
            <TabsTrigger
              key={value}
              value={value}
              data-testid={`workbench-tab-${value}`}
              className="flex-1 sm:flex-none"
            >
              {TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {WORKBENCH_TABS.map((value) => (
          <TabsContent
            key={value}
            value={value}
            forceMount={KEPT_MOUNTED.has(value) || undefined}
            hidden={value !== tab}
          >
            <TabContent job={job} tab={value} />
          </TabsContent>
        ))}
      </Tabs>
      <div className="flex justify-end border-t pt-4">
        <DeleteJobButton
          job={job}
          onDeleted={leaveDeletedJob}
          variant="outline"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          data-testid="workbench-delete"
        />
      </div>
    </div>
  );
}
