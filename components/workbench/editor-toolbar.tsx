"use client";
import {
  CopyIcon,
  Loader2Icon,
  RefreshCwIcon,
  SaveIcon,
  SparklesIcon,
  SquareIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import type { JobTextKind } from "@/lib/client/stream-text";

/** Generate/Regenerate, Stop (while streaming), Save and Copy of the résumé or letter editor. */
export function EditorToolbar({
  kind,
  hasStored,
  isStreaming,
  isSaving,
  isCheckingFit,
  canSave,
  canCopy,
  onGenerate,
  onStop,
  onSave,
  onCopy,
  children,
}: {
  kind: JobTextKind;
  hasStored: boolean;
  isStreaming: boolean;
  isSaving: boolean;
  /** The fit gate is loading the job's fit before the first text. */
  isCheckingFit: boolean;
  canSave: boolean;
  canCopy: boolean;
  onGenerate: () => void;
  onStop: () => void;
  onSave: () => void;
  onCopy: () => void;
  /** More buttons after Copy (Versions). */
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={hasStored ? "outline" : "default"}
        size="sm"
        disabled={isSaving}
        isPending={isCheckingFit}
        onClick={onGenerate}
        data-testid={hasStored ? `${kind}-regenerate` : `${kind}-generate`}
      >
        {isCheckingFit ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : hasStored ? (
          <RefreshCwIcon aria-hidden />
        ) : (
          <SparklesIcon aria-hidden />
        )}
        {hasStored ? "Regenerate" : "Generate"}
      </Button>
      {isStreaming && (
        <Button variant="outline" size="sm" onClick={onStop} data-testid={`${kind}-stop`}>
          <SquareIcon aria-hidden />
          Stop
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={!canSave}
        onClick={onSave}
        aria-keyshortcuts="Control+S Meta+S"
        data-testid={`${kind}-save`}
      >
        <SaveIcon aria-hidden />
        {isSaving ? "Saving..." : "Save"}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={!canCopy}
        onClick={onCopy}
        data-testid={`${kind}-copy`}
      >
        <CopyIcon aria-hidden />
        Copy
      </Button>
      {children}
    </div>
  );
}
