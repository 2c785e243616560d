"use client";
import { XIcon } from "lucide-react";
import { dismissToast, useCurrentToast } from "@/lib/client/toast-store";
import { cn } from "@/lib/utils";

/** Shows the one current toast: top on mobile, bottom-right from 768px. */
export function Toaster() {
  const toast = useCurrentToast();
  const isDestructive = toast?.variant === "destructive";
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center p-4 md:inset-x-auto md:top-auto md:right-0 md:bottom-0 md:items-end"
    >
      {toast && (
        <div
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
