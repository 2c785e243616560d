"use client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { FitCheck } from "@/lib/types";

const REASONS_SHOWN = 4;

/** The flags say why first (title, seniority, missing required items); gaps fill in. */
export function poorFitReasons(fit: FitCheck): string[] {
  const reasons = fit.flags.length > 0 ? fit.flags : fit.gaps.map((gap) => `Missing: ${gap}`);
  return reasons.slice(0, REASONS_SHOWN);
}

export type FitGateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  fit: FitCheck | null;
};

/** Asks once per job whether to write for a job the résumé fits poorly, and says why. */
export function FitGateDialog({ fit, ...dialogProps }: FitGateDialogProps) {
  const reasons = fit ? poorFitReasons(fit) : [];
  return (
    <ConfirmDialog
      {...dialogProps}
      testId="fit-gate"
      title="This job is a poor fit for your résumé"
      description={
        <span data-testid="fit-gate-summary">
          {fit
            ? `It scores ${fit.score}/100 against your master résumé, with ${fit.coverageCovered} of ${fit.coverageTotal} requirements covered. What gets written would have little of your experience to stand on.`
            : "Your master résumé covers little of what this job asks for."}
        </span>
      }
      confirmLabel="Write anyway"
    >
      {reasons.length > 0 && (
        <div className="space-y-1.5 text-sm">
          <p className="font-medium">Why</p>
          <ul
            className="list-disc space-y-1 pl-5 text-muted-foreground"
            data-testid="fit-gate-reasons"
          >
            {reasons.map((reason) => (
              <li key={reason} className="break-words">
                {reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        Write anyway, and this is not asked again for this job until you close the tab.
      </p>
    </ConfirmDialog>
  );
}
