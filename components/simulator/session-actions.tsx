"use client";
import {
  DownloadIcon,
  Loader2Icon,
  PlayIcon,
  RotateCcwIcon,
  SaveIcon,
  SquareIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import type { InterviewMode } from "@/lib/simulator/transcript-text";
import type { SessionState } from "./use-interview-session";

/** Save and Download (only with messages), End Interview, Start, and Start New Interview after one. */
export function SessionActions({
  state,
  mode,
  hasMessages,
  isSaving,
  canStart,
  onStart,
  onEnd,
  onSave,
  onDownload,
}: {
  state: SessionState;
  mode: InterviewMode;
  hasMessages: boolean;
  isSaving: boolean;
  canStart: boolean;
  onStart: () => void;
  onEnd: () => void;
  onSave: () => void;
  onDownload: () => void;
}) {
  const isLive = state === "connecting" || state === "connected";
  return (
    <div className="flex flex-wrap items-center gap-2">
      {hasMessages && (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={onSave}
            disabled={isSaving}
            aria-busy={isSaving}
            data-testid="simulator-save"
          >
            {isSaving ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <SaveIcon aria-hidden />
            )}
            Save
          </Button>
          <Button variant="outline" size="sm" onClick={onDownload} data-testid="simulator-download">
            <DownloadIcon aria-hidden />
            Download
          </Button>
        </>
      )}
      <span className="grow" />
      {isLive ? (
        <Button variant="destructive" size="sm" onClick={onEnd} data-testid="simulator-end">
          <SquareIcon aria-hidden />
          End Interview
        </Button>
      ) : state === "ended" ? (
        <Button size="sm" onClick={onStart} disabled={!canStart} data-testid="simulator-start-new">
          <RotateCcwIcon aria-hidden />
          Start New Interview
        </Button>
      ) : (
        <Button size="sm" onClick={onStart} disabled={!canStart} data-testid="simulator-start">
          <PlayIcon aria-hidden />
          {mode === "voice" ? "Start Voice Interview" : "Start Text Interview"}
        </Button>
      )}
    </div>
  );
}
