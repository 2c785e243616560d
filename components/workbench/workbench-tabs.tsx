"use client";
import { FileTextIcon, MailIcon } from "lucide-react";
import { DeleteJobButton } from "@/components/jobs/delete-job-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useNavigation, WORKBENCH_TABS, type WorkbenchTab } from "@/lib/client/navigation";
import type { JobDetail } from "@/lib/types";
import { AnalyzeTab } from "./analyze-tab";
import { QaTab } from "./qa-tab";
import { StoredTextTab } from "./stored-text-tab";

const TAB_LABELS: Record<WorkbenchTab, string> = {
  analyze: "Analyze",
  resume: "Résumé",
  "cover-letter": "Cover Letter",
  qa: "Q&A",
};

function TabContent({ job, tab }: { job: JobDetail; tab: WorkbenchTab }) {
  switch (tab) {
    case "analyze":
      return <AnalyzeTab job={job} />;
    case "resume":
      return (
        <StoredTextTab
          text={job.resume?.text}
          icon={FileTextIcon}
          emptyTitle="No tailored résumé yet"
          emptyText="A résumé tailored to this job arrives in the next release."
          data-testid="resume-text"
        />
      );
    case "cover-letter":
      return (
        <StoredTextTab
          text={job.coverLetter?.text}
          icon={MailIcon}
          emptyTitle="No cover letter yet"
          emptyText="A cover letter for this job arrives in the next release."
          data-testid="cover-letter-text"
        />
      );
    case "qa":
      return <QaTab jobId={job.id} questions={job.questions} />;
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
  return (
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
        <TabsContent key={value} value={value} className="space-y-4">
          <TabContent job={job} tab={value} />
          <div className="flex justify-end border-t pt-4">
            <DeleteJobButton
              job={job}
              onDeleted={() => navigate("applications")}
              variant="outline"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              data-testid="workbench-delete"
            />
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
