"use client";
import { useState } from "react";
import { toastGenerationError } from "@/lib/client/generate";
import { toast } from "@/lib/client/toast-store";
import { restoreVersion } from "@/lib/client/versions";
import type { JobDetail } from "@/lib/types";

/**
 * Restoring a kept version, and undoing that: the restore answers the version it replaced,
 * and Undo restores that one. `beforeRestore` can refuse (e.g. saving unsaved edits failed).
 */
export function useVersionRestore(
  jobId: string,
  {
    beforeRestore,
    onRestored,
  }: { beforeRestore?: () => Promise<boolean>; onRestored?: (job: JobDetail) => void } = {},
) {
  const [isRestoring, setRestoring] = useState(false);
  const [undoVersionId, setUndoVersionId] = useState<string | null>(null);

  const run = async (versionId: string, isUndo: boolean): Promise<boolean> => {
    setRestoring(true);
    try {
      if (beforeRestore && !(await beforeRestore())) return false;
      const { job, replacedVersionId } = await restoreVersion(jobId, versionId);
      onRestored?.(job);
      setUndoVersionId(isUndo ? null : replacedVersionId);
      toast(
        isUndo
          ? { title: "Restore undone", description: "The text from before the restore is back." }
          : { title: "Version restored", description: "The text it replaced is kept in Versions." },
      );
      return true;
    } catch (error) {
      toastGenerationError(
        error,
        isUndo ? "Failed to undo the restore" : "Failed to restore the version",
      );
      return false;
    } finally {
      setRestoring(false);
    }
  };

  return {
    isRestoring,
    /** Set after a restore until the text changes again: what Undo would bring back. */
    canUndo: undoVersionId !== null,
    restore: (versionId: string) => run(versionId, false),
    undo: () => (undoVersionId ? run(undoVersionId, true) : Promise.resolve(false)),
    forgetUndo: () => setUndoVersionId(null),
  };
}
