import { LoaderCircle } from "lucide-react";

/**
 * Stands in for a dialog whose code loads on first open, for the moment it takes: a named
 * status over the page. It takes no focus, so the dialog still sees the control that
 * opened it as the one to return focus to.
 */
export function DialogLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      data-testid="dialog-loading"
      className="fixed inset-0 z-50 flex items-center justify-center bg-background/60"
    >
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden />
    </div>
  );
}
