"use client";
import dynamic from "next/dynamic";
import { useEffect } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { useHasOpened } from "@/components/ui/use-has-opened";
import { useUnsavedChangesContext } from "@/lib/client/unsaved-changes";
import { withClassMerge } from "@/lib/client/with-class-merge";

// The dialog's code (Radix's alert dialog) loads the first time a leave is asked about.
const ConfirmDialog = dynamic(
  () =>
    withClassMerge(import("@/components/ui/confirm-dialog")).then((module) => module.ConfirmDialog),
  { loading: () => <DialogLoading label="Loading the unsaved changes question" /> },
);

/**
 * Asks before a view change drops an editor's unsaved changes (Leave / Stay), and has the
 * browser ask before the tab is closed or reloaded.
 */
export function UnsavedChangesDialog() {
  const unsaved = useUnsavedChangesContext();
  const hasUnsavedChanges = unsaved?.hasUnsavedChanges ?? false;
  const hasAsked = useHasOpened(unsaved?.isLeaveRequested ?? false);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [hasUnsavedChanges]);

  if (!unsaved || !hasAsked) return null;
  return (
    <ConfirmDialog
      open={unsaved.isLeaveRequested}
      onOpenChange={(open) => {
        if (!open) unsaved.cancelLeave();
      }}
      title="Leave without saving?"
      description="You have unsaved changes in this job. If you leave now, they are lost. Stay to save them first."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={unsaved.confirmLeave}
      isDestructive
    />
  );
}
