"use client";
import { Undo2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Shown after a restore until the text changes again: one click brings the replaced text back. */
export function UndoRestoreNotice({
  isBusy,
  onUndo,
  testId,
}: {
  isBusy: boolean;
  onUndo: () => void;
  testId: string;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      An earlier version was restored; the text it replaced is in Versions.
      <Button
        variant="link"
        size="sm"
        className="h-auto px-0 text-xs"
        disabled={isBusy}
        onClick={onUndo}
        data-testid={testId}
      >
        <Undo2Icon aria-hidden />
        Undo
      </Button>
    </p>
  );
}
