import { formatTimer } from "@/lib/client/recording-format";
import { cn } from "@/lib/utils";
import type { RecordingStatus } from "./use-recorder";

const LABELS: Record<RecordingStatus, string> = {
  idle: "Idle",
  recording: "Recording",
  paused: "Paused",
  recorded: "Recorded",
};

const DOT: Record<RecordingStatus, string> = {
  idle: "bg-muted-foreground/60",
  recording: "bg-red-600 animate-pulse",
  paused: "bg-amber-500",
  recorded: "bg-emerald-600",
};

/** Recording Status: the state and its mm:ss timer (spec 2 §2, §9). */
export function RecordingStatusPill({
  status,
  seconds,
}: {
  status: RecordingStatus;
  seconds: number;
}) {
  return (
    <div
      className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm"
      data-testid="recording-status"
      data-status={status}
    >
      <span className="sr-only">Recording Status:</span>
      <span className={cn("size-2 rounded-full", DOT[status])} aria-hidden />
      <span className="font-medium" data-testid="recording-status-label">
        {LABELS[status]}
      </span>
      <span className="font-mono tabular-nums text-muted-foreground" data-testid="recording-timer">
        {formatTimer(seconds)}
      </span>
    </div>
  );
}
