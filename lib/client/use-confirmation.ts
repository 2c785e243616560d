"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A question asked in a dialog from async code: `await ask()` is true when the user
 * confirms, false when they cancel or dismiss it. Spread `dialogProps` onto the dialog.
 */
export function useConfirmation() {
  const [isOpen, setOpen] = useState(false);
  const resolveRef = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    const resolve = resolveRef.current;
    if (!resolve) return;
    resolveRef.current = null;
    setOpen(false);
    resolve(answer);
  }, []);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolveRef.current?.(false);
        resolveRef.current = resolve;
        setOpen(true);
      }),
    [],
  );

  // A question left open when its component goes away is answered "no".
  useEffect(() => () => resolveRef.current?.(false), []);

  return {
    ask,
    dialogProps: {
      open: isOpen,
      onOpenChange: (open: boolean) => {
        if (!open) settle(false);
      },
      onConfirm: () => settle(true),
    },
  };
}
