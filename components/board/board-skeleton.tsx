import { Skeleton } from "@/components/ui/skeleton";
import { JOB_STATUSES } from "@/lib/types";

export function BoardSkeleton({ isMobile }: { isMobile: boolean }) {
  if (isMobile) {
    return (
      <div
        className="space-y-2"
        data-testid="board-loading"
        aria-busy="true"
        aria-label="Loading jobs"
      >
        {JOB_STATUSES.map((status) => (
          <Skeleton key={status} className="h-12 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  return (
    <div
      className="grid grid-cols-5 gap-3 overflow-hidden"
      data-testid="board-loading"
      aria-busy="true"
      aria-label="Loading jobs"
    >
      {JOB_STATUSES.map((status, column) => (
        <div key={status} className="space-y-2 rounded-xl border bg-muted/40 p-3">
          <Skeleton className="h-5 w-24" />
          {Array.from({ length: 3 - (column % 2) }, (_, card) => (
            <Skeleton key={card} className="h-28 w-full rounded-lg bg-background" />
          ))}
        </div>
      ))}
    </div>
  );
}
