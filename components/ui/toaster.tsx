"use client";
import { XIcon } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { coversAnAction, trackPressedControls } from "@/lib/client/toast-placement";
import { dismissToast, useCurrentToast } from "@/lib/client/toast-store";
import { cn } from "@/lib/utils";

/**
 * Shows the one current toast: top on mobile, bottom-right from 768px, or the opposite
 * edge when it would cover the control just used or its form's submit button.
 */
export function Toaster() {
  const toast = useCurrentToast();
  const toastRef = useRef<HTMLDivElement>(null);
  const [movedToastId, setMovedToastId] = useState<number | null>(null);
  const isMoved = toast !== null && movedToastId === toast.id;
  const isDestructive = toast?.variant === "destructive";

  useEffect(() => trackPressedControls(), []);
  // Measured before paint, so a toast that would cover the action never shows there.
  useLayoutEffect(() => {
    const box = toastRef.current?.getBoundingClientRect();
    if (toast && box && coversAnAction(box)) setMovedToastId(toast.id);
  }, [toast]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="toaster"
      data-edge={isMoved ? "moved" : "usual"}
      className={cn(
        "pointer-events-none fixed z-[100] flex flex-col items-center p-4 md:inset-x-auto md:right-0 md:items-end",
        isMoved
          ? "inset-x-0 bottom-0 md:top-0 md:bottom-auto"
          : "inset-x-0 top-0 md:top-auto md:bottom-0",
      )}
    >
      {toast && (
        <div
          ref={toastRef}
          key={toast.id}
          data-testid="toast"
          data-variant={toast.variant ?? "default"}
          className={cn(
            "ui-toast-in pointer-events-auto relative flex w-full max-w-sm gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            isDestructive
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "bg-background text-foreground",
          )}
        >
          <div className="grid gap-1">
            <p data-testid="toast-title" className="text-sm font-semibold">
              {toast.title}
            </p>
            {toast.description && (
              <p data-testid="toast-description" className="text-sm opacity-90">
                {toast.description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={dismissToast}
            aria-label="Close notification"
            data-testid="toast-close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <XIcon className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
