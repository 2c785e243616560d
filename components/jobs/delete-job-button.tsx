"use client";
import { Trash2Icon } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteJob } from "./use-delete-job";

/**
 * A delete button that confirms first. With `isIconOnly` it is the small trash button of a
 * board card; otherwise it reads 'Delete Job'.
 */
export function DeleteJobButton({
  job,
  onDeleted,
  isIconOnly = false,
  className,
  variant,
  size,
  "data-testid": testId,
}: {
  job: { id: string; title: string };
  onDeleted?: () => void;
  isIconOnly?: boolean;
  className?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  "data-testid"?: string;
}) {
  const { isDeleting, requestDelete, dialogProps } = useDeleteJob(job, onDeleted);
  return (
    <>
      <Button
        variant={variant ?? (isIconOnly ? "ghost" : "outline")}
        size={size ?? (isIconOnly ? "icon" : "sm")}
        className={className}
        disabled={isDeleting}
        onClick={requestDelete}
        aria-label={isIconOnly ? `Delete ${job.title}` : undefined}
        data-testid={testId}
      >
        <Trash2Icon aria-hidden />
        {!isIconOnly && "Delete Job"}
      </Button>
      <ConfirmDialog {...dialogProps} />
    </>
  );
}
