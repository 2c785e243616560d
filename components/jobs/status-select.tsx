"use client";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { JOB_STATUSES, STATUS_LABELS, type JobStatus } from "@/lib/types";
import { cn } from "@/lib/utils";

/** Solid dots in the badge hues (spec 1 §3: blue, yellow, green, purple, red). */
export const STATUS_DOT_COLORS: Record<JobStatus, string> = {
  prospect: "bg-blue-500",
  applied: "bg-yellow-500",
  interviewing: "bg-green-500",
  offer: "bg-purple-500",
  rejected: "bg-red-500",
};

/** The five statuses as a dropdown; used on board cards and in the workbench header. */
export function StatusSelect({
  value,
  onChange,
  className,
  disabled,
  "aria-label": ariaLabel = "Job status",
  "data-testid": testId,
}: {
  value: JobStatus;
  onChange: (status: JobStatus) => void;
  className?: string;
  disabled?: boolean;
  "aria-label"?: string;
  "data-testid"?: string;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as JobStatus)} disabled={disabled}>
      <SelectTrigger
        aria-label={ariaLabel}
        data-testid={testId}
        className={cn("h-8 w-36 text-xs", className)}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {JOB_STATUSES.map((status) => (
          <SelectItem key={status} value={status} data-testid={`status-option-${status}`}>
            <span className="flex items-center gap-2">
              <span aria-hidden className={cn("size-2 rounded-full", STATUS_DOT_COLORS[status])} />
              {STATUS_LABELS[status]}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
