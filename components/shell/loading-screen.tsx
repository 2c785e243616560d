import { LoaderCircle } from "lucide-react";

export const DEFAULT_LOADING_MESSAGE = "Getting things ready…";

/** Full-screen wait state with a spinner, a message and an optional line of detail. */
export function LoadingScreen({
  message = DEFAULT_LOADING_MESSAGE,
  description,
}: {
  message?: string;
  description?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted/40 px-6 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <LoaderCircle className="size-7 animate-spin" aria-hidden />
      </div>
      <div className="space-y-1">
        <p className="text-lg font-semibold text-foreground">{message}</p>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
    </div>
  );
}
