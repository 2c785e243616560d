"use client";
import { useCallback, useState } from "react";
import { fetchFit, hasAcceptedPoorFit, rememberPoorFitAccepted } from "@/lib/client/fit";
import { captureFocus, useConfirmation } from "@/lib/client/use-confirmation";
import type { FitCheck } from "@/lib/types";
import type { FitGateDialogProps } from "./fit-gate-dialog";

/**
 * Before writing for a job: `await passFitGate(jobId)` is true at once for a fair fit (or an
 * unscored job), and for a poor fit once the user chose "Write anyway" (remembered for the
 * session). Spread `dialogProps` onto <FitGateDialog />.
 */
export function useFitGate() {
  const { ask, isOpen, dialogProps } = useConfirmation();
  const [fit, setFit] = useState<FitCheck | null>(null);

  const passFitGate = useCallback(
    async (jobId: string): Promise<boolean> => {
      if (hasAcceptedPoorFit(jobId)) return true;
      const restoreFocus = captureFocus();
      let check: FitCheck;
      try {
        check = await fetchFit(jobId);
      } catch {
        // No résumé yet, a lost session...: the generation itself says what is wrong.
        return true;
      }
      if (!check.isPoorFit) return true;
      setFit(check);
      const isAccepted = await ask(restoreFocus);
      if (isAccepted) rememberPoorFitAccepted(jobId);
      return isAccepted;
    },
    [ask],
  );

  const fitGateDialogProps: FitGateDialogProps = { ...dialogProps, fit };
  return { passFitGate, isAskingFit: isOpen, fitGateDialogProps };
}
