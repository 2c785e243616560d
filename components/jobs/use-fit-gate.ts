"use client";
import { useCallback, useRef, useState } from "react";
import { fetchFit, hasAcceptedPoorFit, rememberPoorFitAccepted } from "@/lib/client/fit";
import { useConfirmation } from "@/lib/client/use-confirmation";
import { hasWrittenMaterial } from "@/lib/jobs/fit-gate";
import type { FitCheck, JobDetail } from "@/lib/types";
import type { FitGateDialogProps } from "./fit-gate-dialog";

/**
 * The step every Generate goes through before writing for a job: `await passFitGate(job)` is
 * true at once when something is already written for it, for a fair fit (or an unscored
 * job), and for a poor fit once the user chose "Write anyway" (remembered for the session).
 * `isCheckingFit` is true while the fit loads; a call meanwhile answers false, so a double
 * click asks once. Spread `fitGateDialogProps` onto <FitGateDialog />.
 */
export function useFitGate() {
  const { ask, dialogProps } = useConfirmation();
  const [fit, setFit] = useState<FitCheck | null>(null);
  const [isCheckingFit, setCheckingFit] = useState(false);
  const isCheckingRef = useRef(false);

  const passFitGate = useCallback(
    async (job: JobDetail): Promise<boolean> => {
      if (hasWrittenMaterial(job) || hasAcceptedPoorFit(job.id)) return true;
      if (isCheckingRef.current) return false;
      isCheckingRef.current = true;
      setCheckingFit(true);
      let check: FitCheck;
      try {
        check = await fetchFit(job.id);
      } catch {
        // No résumé yet, a lost session...: the generation itself says what is wrong.
        return true;
      } finally {
        isCheckingRef.current = false;
        setCheckingFit(false);
      }
      if (!check.isPoorFit) return true;
      setFit(check);
      const isAccepted = await ask();
      if (isAccepted) rememberPoorFitAccepted(job.id);
      return isAccepted;
    },
    [ask],
  );

  const fitGateDialogProps: FitGateDialogProps = { ...dialogProps, fit };
  return { passFitGate, isCheckingFit, fitGateDialogProps };
}
