"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Returns a function that puts focus back where it is now. A dialog opened from code has no
 * Radix trigger to return to, so it would otherwise leave focus on the page body.
 */
export function captureFocus(): () => void {
  const element = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // After the dialog has unmounted, or its focus trap would pull focus straight back.
  return () => setTimeout(() => element?.isConnected && element.focus(), 0);
}

/**
 * A question asked in a dialog from async code: `await ask()` is true when the user
 * confirms, false when they cancel or dismiss it. Spread `dialogProps` onto the dialog.
 */
export function useConfirmation() {
  const [isOpen, setOpen] = useState(false);
  const resolveRef = useRef<((answer: boolean) => void) | null>(null);
  const restoreFocusRef = useRef<(() => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    const resolve = resolveRef.current;
    if (!resolve) return;
    resolveRef.current = null;
    setOpen(false);
    restoreFocusRef.current?.();
    resolve(answer);
  }, []);

  // `restoreFocus` defaults to where focus is now; pass one captured before an await.
  const ask = useCallback(
    (restoreFocus: () => void = captureFocus()) =>
      new Promise<boolean>((resolve) => {
        resolveRef.current?.(false);
        resolveRef.current = resolve;
        restoreFocusRef.current = restoreFocus;
        setOpen(true);
      }),
    [],
  );

  // A question left open when its component goes away is answered "no".
  useEffect(() => () => resolveRef.current?.(false), []);

  return {
    ask,
    isOpen,
    dialogProps: {
      open: isOpen,
      onOpenChange: (open: boolean) => {
        if (!open) settle(false);
      },
      onConfirm: () => settle(true),
    },
  };
}
