import { RotateCw, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The user fetch failed with something other than 401: say so and offer a retry. */
export function SessionError({ error, onRetry }: { error: Error; onRetry: () => void }) {
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
        <p className="text-lg font-semibold">We couldn&apos;t check your session</p>
        <p className="text-sm break-words text-muted-foreground">{error.message}</p>
      </div>
      <Button onClick={onRetry} data-testid="session-retry">
        <RotateCw aria-hidden />
        Try again
      </Button>
    </div>
  );
}
