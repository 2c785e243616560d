import { RotateCw, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The user fetch (or a sign-out) failed with something other than 401: say so and offer a retry. */
export function SessionError({
  error,
  onRetry,
  title = "We couldn't check your session",
}: {
  error: Error;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <div
      role="alert"
      data-testid="session-error"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted/40 px-6 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <TriangleAlert className="size-7" aria-hidden />
      </div>
      <div className="max-w-md space-y-1">
        <p className="text-lg font-semibold">{title}</p>
        <p className="text-sm break-words text-muted-foreground">{error.message}</p>
      </div>
      <Button onClick={onRetry} data-testid="session-retry">
        <RotateCw aria-hidden />
        Try again
      </Button>
    </div>
  );
}
