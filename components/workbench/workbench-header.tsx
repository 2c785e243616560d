"use client";
import { ArrowLeftIcon, ExternalLinkIcon, Loader2Icon, SparklesIcon } from "lucide-react";
import { FitGateDialog } from "@/components/jobs/fit-gate-dialog";
import { GenerateAllOverlay, useGenerateAll } from "@/components/jobs/generate-all-overlay";
import { useFitGate } from "@/components/jobs/use-fit-gate";
import { StatusSelect } from "@/components/jobs/status-select";
import { Button } from "@/components/ui/button";
import { updateJobStatus } from "@/lib/client/mutations";
import { useNavigation } from "@/lib/client/navigation";
import { toastError } from "@/lib/client/toast-store";
import type { JobDetail, JobStatus } from "@/lib/types";

/** Spec 1 §4: Generate All is offered only while nothing has been generated for the job. */
const hasNothingGenerated = (job: JobDetail) =>
  !job.analysis && !job.resume && !job.coverLetter && job.questions.length === 0;

/** Generate All, offered while nothing is written; its overlay outlives the button. */
function GenerateAll({ job }: { job: JobDetail }) {
  const { isGenerating, generate, overlayProps } = useGenerateAll();
  const { passFitGate, isCheckingFit, fitGateDialogProps } = useFitGate();
  const generateAll = async () => {
    if (await passFitGate(job)) await generate(job.id);
  };
  return (
    <>
      {hasNothingGenerated(job) && (
        <Button
          size="sm"
          disabled={isGenerating}
          isPending={isCheckingFit}
          onClick={() => void generateAll()}
          data-testid="workbench-generate-all"
        >
          {isCheckingFit ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <SparklesIcon aria-hidden />
          )}
          Generate All
        </Button>
      )}
      <GenerateAllOverlay {...overlayProps} />
      <FitGateDialog {...fitGateDialogProps} />
    </>
  );
}

export function WorkbenchHeader({ job }: { job: JobDetail }) {
  const { navigate } = useNavigation();
  const changeStatus = (status: JobStatus) => {
    if (status === job.status) return;
    updateJobStatus(job.id, status).catch(() => toastError("Failed to update status"));
  };

  return (
    <header className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
      <div className="flex min-w-0 items-start gap-2">
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2 shrink-0"
          aria-label="Back to applications"
          data-testid="workbench-back"
          onClick={() => navigate("applications")}
        >
          <ArrowLeftIcon aria-hidden />
        </Button>
        <div className="min-w-0 pt-0.5">
          <h1
            data-testid="workbench-title"
            className="text-xl font-semibold tracking-tight break-words md:text-2xl"
          >
            {job.title}
          </h1>
          <p data-testid="workbench-company" className="text-sm text-muted-foreground break-words">
            {job.company}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 pl-9 md:shrink-0 md:justify-end md:pl-0">
        {job.salary && (
          <span data-testid="workbench-salary" className="text-sm font-medium text-emerald-700">
            {job.salary}
          </span>
        )}
        {job.url && (
          <Button variant="outline" size="sm" asChild>
            <a href={job.url} target="_blank" rel="noopener noreferrer" data-testid="view-posting">
              <ExternalLinkIcon aria-hidden />
              View Posting
            </a>
          </Button>
        )}
        <StatusSelect
          value={job.status}
          onChange={changeStatus}
          data-testid="workbench-status-select"
          className="h-8 w-40 text-sm"
        />
        <GenerateAll job={job} />
      </div>
    </header>
  );
}
