"use client";
import { MicIcon } from "lucide-react";
import { DeleteJobButton } from "@/components/jobs/delete-job-button";
import { StatusSelect } from "@/components/jobs/status-select";
import { Button } from "@/components/ui/button";
import { previewDescription } from "@/lib/board/description-preview";
import { updateJobStatus } from "@/lib/client/mutations";
import { useNavigation } from "@/lib/client/navigation";
import { toastError } from "@/lib/client/toast-store";
import type { JobStatus, JobSummary } from "@/lib/types";
import { cn } from "@/lib/utils";

export function JobCard({ job, isDragging = false }: { job: JobSummary; isDragging?: boolean }) {
  const { openJob, openSimulator } = useNavigation();
  const changeStatus = (status: JobStatus) => {
    if (status === job.status) return;
    updateJobStatus(job.id, status).catch(() => toastError("Failed to update status"));
  };
  const preview = previewDescription(job.description);

  return (
    <article
      data-testid="job-card"
      data-job-id={job.id}
      className={cn(
        "group flex flex-col gap-2 rounded-lg border bg-card p-3 text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        isDragging && "rotate-1 shadow-lg ring-2 ring-primary/40",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <button
            type="button"
            data-testid="job-card-title"
            data-drag-through
            onClick={() => openJob(job.id)}
            className="block max-w-full rounded-sm text-left text-sm leading-snug font-semibold break-words outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {job.title}
          </button>
          <button
            type="button"
            data-testid="job-card-company"
            data-drag-through
            onClick={() => openJob(job.id)}
            className="block max-w-full truncate rounded-sm text-left text-xs text-muted-foreground outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {job.company}
          </button>
        </div>
        <DeleteJobButton
          job={job}
          isIconOnly
          data-testid="job-card-delete"
          className="-mt-1 -mr-1 size-7 text-muted-foreground hover:text-destructive focus-visible:opacity-100 md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100"
        />
      </div>
      {job.salary && <p className="text-xs font-medium text-emerald-700">{job.salary}</p>}
      {preview && (
        <p className="text-xs leading-relaxed break-words text-muted-foreground">{preview}</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
        <StatusSelect
          value={job.status}
          onChange={changeStatus}
          aria-label={`Status of ${job.title}`}
          data-testid="job-card-status-select"
        />
        {job.status === "interviewing" && (
          <Button
            size="sm"
            variant="secondary"
            data-testid="practice-interview"
            onClick={() => openSimulator(job.id)}
          >
            <MicIcon aria-hidden />
            Practice Interview
          </Button>
        )}
      </div>
    </article>
  );
}
