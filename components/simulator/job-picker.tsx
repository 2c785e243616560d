"use client";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useJobs } from "@/lib/client/hooks";

/** The user's jobs, shown as title and company (GET /api/jobs). */
export function JobPicker({
  value,
  onChange,
  disabled = false,
  className,
}: {
  value: string | null;
  onChange: (jobId: string) => void;
  disabled?: boolean;
  className?: string;
}) {
  const { jobs, isLoading } = useJobs();
  return (
    <Select value={value ?? undefined} onValueChange={onChange} disabled={disabled || isLoading}>
      <SelectTrigger
        className={className ?? "w-full sm:w-72"}
        aria-label="Job for the interview"
        data-testid="simulator-job-picker"
      >
        <SelectValue placeholder={isLoading ? "Loading jobs..." : "Choose a job"} />
      </SelectTrigger>
      <SelectContent>
        {jobs.length === 0 && !isLoading ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">
            No jobs yet. Add one on the dashboard first.
          </p>
        ) : (
          jobs.map((job) => (
            <SelectItem key={job.id} value={job.id} data-testid="simulator-job-option">
              {job.title}
              {job.company ? ` · ${job.company}` : ""}
            </SelectItem>
          ))
        )}
      </SelectContent>
    </Select>
  );
}
