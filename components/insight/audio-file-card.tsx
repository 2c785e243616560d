"use client";
import { CheckCircle2Icon, FileAudioIcon, Loader2Icon, TriangleAlertIcon } from "lucide-react";
import { AUDIO_WARNINGS, MB, type AudioWarning } from "@/lib/client/audio-plan";

export type FileCardState = "idle" | "converting" | "complete";

/** The chosen file, its conversion progress, and any amber warning (spec 2 §4, §8). */
export function AudioFileCard({
  name,
  size,
  state,
  progress,
  warning,
}: {
  name: string;
  size: number;
  state: FileCardState;
  progress: number;
  warning: AudioWarning | null;
}) {
  const percent = Math.round(progress * 100);
  return (
    <div
      className="grid gap-2 rounded-lg border p-3"
      data-testid="audio-file-card"
      data-state={state}
    >
      <div className="flex items-center gap-3">
        <FileAudioIcon className="size-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="text-xs text-muted-foreground" data-testid="audio-file-size">
            {(size / MB).toFixed(1)} MB
          </p>
        </div>
        {state === "converting" && (
          <span className="flex items-center gap-1 text-xs text-muted-foreground" role="status">
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            Compressing… {percent}%
          </span>
        )}
        {state === "complete" && (
          <span className="flex items-center gap-1 text-xs text-emerald-700">
            <CheckCircle2Icon className="size-4" aria-hidden />
            Ready
          </span>
        )}
      </div>
      {state === "converting" && (
        <div
          className="h-1.5 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Compression progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      )}
      {warning && (
        <p
          className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-xs text-amber-800 dark:bg-amber-950/40 dark:text-amber-300"
          data-testid="audio-warning"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {AUDIO_WARNINGS[warning]}
        </p>
      )}
    </div>
  );
}
