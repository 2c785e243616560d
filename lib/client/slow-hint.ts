"use client";
import { useEffect } from "react";
import { toast } from "./toast-store";

export type SlowHint = { afterMs: number; message: string };

/** Spec 1 §9: hints for single operations (extraction, generation) and bulk extraction. */
export const SINGLE_SLOW_HINT: SlowHint = {
  afterMs: 10_000,
  message: "This may take up to 30 seconds.",
};
export const BULK_SLOW_HINT: SlowHint = {
  afterMs: 15_000,
  message: "This may take up to a minute.",
};

const showHint = (message: string) => toast({ title: "Still working", description: message });

/**
 * Shows a 'Still working' toast if the promise has not settled after `afterMs`, so a
 * long wait does not look like a hang; the timer is cleared as soon as it settles.
 */
export async function withSlowHint<T>(
  promise: Promise<T>,
  hint: SlowHint = SINGLE_SLOW_HINT,
): Promise<T> {
  const timer = setTimeout(() => showHint(hint.message), hint.afterMs);
  try {
    return await promise;
  } finally {
    clearTimeout(timer);
  }
}

/** The same hint for work tracked as component state; unmounting cancels it. */
export function useSlowHint(isActive: boolean, { afterMs, message }: SlowHint) {
  useEffect(() => {
    if (!isActive) return;
    const timer = setTimeout(() => showHint(message), afterMs);
    return () => clearTimeout(timer);
  }, [isActive, afterMs, message]);
}
