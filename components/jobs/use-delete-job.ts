"use client";
import { useCallback, useState } from "react";
import { deleteJob } from "@/lib/client/mutations";
import { toastError, toastSuccess } from "@/lib/client/toast-store";

type JobRef = { id: string; title: string };

export const deleteJobConfirmation = (title: string) =>
  `Are you sure you want to delete "${title}"? This action cannot be undone.`;

/**
 * The shared delete flow (spec 1 §5): ask, delete, toast, then let the host move on.
 * Spread `dialogProps` onto a ConfirmDialog and call `requestDelete` from a button.
 */
export function useDeleteJob(job: JobRef, onDeleted?: () => void) {
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isDeleting, setDeleting] = useState(false);

  const confirmDelete = useCallback(async () => {
    setConfirmOpen(false);
    setDeleting(true);
    try {
      await deleteJob(job.id);
      toastSuccess("Job deleted successfully");
      onDeleted?.();
    } catch {
      toastError("Failed to delete job");
    } finally {
      setDeleting(false);
    }
  }, [job.id, onDeleted]);

  return {
    isDeleting,
    requestDelete: () => setConfirmOpen(true),
    dialogProps: {
      open: isConfirmOpen,
      onOpenChange: setConfirmOpen,
      title: "Delete job?",
      description: deleteJobConfirmation(job.title),
      confirmLabel: "Delete",
      onConfirm: () => void confirmDelete(),
      isDestructive: true,
    },
  };
}
