import { cn } from "@/lib/utils";
import { STATUS_LABELS, type JobStatus } from "@/lib/types";

// Spec 1 §3: blue, yellow, green, purple and red.
export const STATUS_COLORS: Record<JobStatus, string> = {
  prospect: "bg-blue-100 text-blue-800 border-blue-200",
  applied: "bg-yellow-100 text-yellow-800 border-yellow-200",
  interviewing: "bg-green-100 text-green-800 border-green-200",
  offer: "bg-purple-100 text-purple-800 border-purple-200",
  rejected: "bg-red-100 text-red-800 border-red-200",
};

export function StatusBadge({ status, className }: { status: JobStatus; className?: string }) {
  return (
    <span
      data-testid={`status-badge-${status}`}
      className={cn(
        "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium",
        STATUS_COLORS[status],
        className,
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
