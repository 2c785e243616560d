"use client";
import { useState } from "react";
import { toastGenerationError } from "./generate";
import { SINGLE_SLOW_HINT, withSlowHint, type SlowHint } from "./slow-hint";
import { toastSuccess } from "./toast-store";

/**
 * One generation flow for Generate and Regenerate buttons: a pending state, the slow
 * hint, then a success toast or the failure's message. `run` answers true on success.
 */
export function useGeneration<Args extends unknown[]>(
  generate: (...args: Args) => Promise<unknown>,
  texts: { success: string; failure: string; hint?: SlowHint },
) {
  const [isRunning, setRunning] = useState(false);
  const run = async (...args: Args): Promise<boolean> => {
    setRunning(true);
    try {
      await withSlowHint(generate(...args), texts.hint ?? SINGLE_SLOW_HINT);
      toastSuccess(texts.success);
      return true;
    } catch (error) {
      toastGenerationError(error, texts.failure);
      return false;
    } finally {
      setRunning(false);
    }
  };
  return { isRunning, run };
}
