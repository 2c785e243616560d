"use client";
import { ClockIcon, Maximize2Icon, Minimize2Icon, XIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatElapsed } from "@/lib/simulator/transcript-text";
import { cn } from "@/lib/utils";
import { JobPicker } from "./job-picker";
import type { SessionState } from "./use-interview-session";

const CONNECTION: Record<SessionState, { label: string; className: string } | null> = {
  idle: null,
  connecting: { label: "Connecting", className: "bg-amber-100 text-amber-800" },
  connected: { label: "Connected", className: "bg-emerald-100 text-emerald-800" },
  ended: { label: "Disconnected", className: "bg-muted text-muted-foreground" },
};

/** Title, job picker (no job chosen yet), connection badge, elapsed m:ss, and the frame controls. */
export function SimulatorHeader({
  jobId,
  onJobChange,
  state,
  elapsed,
  isFullPage,
  onToggleFullPage,
  onClose,
  children,
}: {
  jobId: string | null;
  onJobChange: (jobId: string) => void;
  state: SessionState;
  elapsed: number;
  isFullPage: boolean;
  onToggleFullPage?: () => void;
  onClose: () => void;
  /** Voice mode's microphone and speaker toggles. */
  children?: React.ReactNode;
}) {
  const connection = CONNECTION[state];
  return (
    <header className="flex flex-wrap items-center gap-2 border-b pb-3">
      <h1 className="mr-auto text-xl font-semibold tracking-tight" data-testid="simulator-title">
        Interview Simulator
      </h1>
      {!jobId && <JobPicker value={null} onChange={onJobChange} className="w-full sm:w-64" />}
      {connection && (
        <Badge
          variant="outline"
          className={cn("border-transparent", connection.className)}
          data-testid="simulator-connection"
        >
          {connection.label}
        </Badge>
      )}
      <Badge variant="outline" data-testid="simulator-elapsed" aria-label="Elapsed time">
        <ClockIcon aria-hidden />
        {formatElapsed(elapsed)}
      </Badge>
      {children}
      {onToggleFullPage && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onToggleFullPage}
          aria-label={isFullPage ? "Leave full screen" : "Full screen"}
          data-testid="simulator-full-page"
        >
          {isFullPage ? <Minimize2Icon aria-hidden /> : <Maximize2Icon aria-hidden />}
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        onClick={onClose}
        aria-label="Close the simulator"
        data-testid="simulator-close"
      >
        <XIcon aria-hidden />
      </Button>
    </header>
  );
}
