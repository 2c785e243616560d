import "server-only";
import type { FitCheck } from "../types";
import { isPoorFit } from "./fit-gate";
import { loadGenerationContext } from "./generation-context";

/** The fit of the user's master résumé with the job from lib/match alone: no model, no write. */
export async function checkFit({ userId, jobId }: { userId: string; jobId: string }) {
  const { fit } = await loadGenerationContext({ userId, jobId });
  const check: FitCheck = {
    score: fit.score,
    coverageCovered: fit.coverageCovered,
    coverageTotal: fit.coverageTotal,
    isScored: fit.isScored,
    alignmentExplanation: fit.alignmentExplanation,
    flags: fit.flags,
    gaps: fit.gaps,
    isPoorFit: isPoorFit(fit),
  };
  return check;
}
