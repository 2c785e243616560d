"use client";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { JobSummary } from "@/lib/types";
import { jobLabel, NO_JOB } from "./job-options";

/** Attach Job Context: new sessions are linked to it, and the list shows its sessions. */
export function JobContextSelect({
  jobs,
  jobId,
  onChange,
}: {
  jobs: JobSummary[];
  jobId: string | null;
  onChange: (jobId: string | null) => void;
}) {
  return (
    <div className="grid gap-2 sm:max-w-md">
      <Label htmlFor="insight-job-context">Attach Job Context</Label>
      <Select
        value={jobId ?? NO_JOB}
        onValueChange={(value) => onChange(value === NO_JOB ? null : value)}
      >
        <SelectTrigger id="insight-job-context" data-testid="insight-job-context">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NO_JOB}>No job context</SelectItem>
          {jobs.map((job) => (
            <SelectItem key={job.id} value={job.id}>
              {jobLabel(job)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
