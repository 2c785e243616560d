"use client";
import { useEffect } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useUnsavedChangesContext } from "@/lib/client/unsaved-changes";

/**
 * Asks before a view change drops an editor's unsaved changes (Leave / Stay), and has the
 * browser ask before the tab is closed or reloaded.
 */
export function UnsavedChangesDialog() {
  const unsaved = useUnsavedChangesContext();
  const hasUnsavedChanges = unsaved?.hasUnsavedChanges ?? false;

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

  if (!unsaved) return null;
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
