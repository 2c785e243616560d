import { AlertCircleIcon, RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** An inline failure with a way to try again. */
export function QueryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      data-testid="query-error"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-destructive">
        <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden />
        Retry
      </Button>
    </div>
  );
}
