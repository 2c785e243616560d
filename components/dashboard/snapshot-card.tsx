import { SparklesIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatRelativeTime } from "@/lib/dashboard/relative-time";
import { snapshotText } from "@/lib/dashboard/snapshot";
import type { MasterResume } from "@/lib/types";

export function SnapshotCard({
  summary,
  resume,
  isLoading,
}: {
  summary: string | null;
  resume: MasterResume | null;
  isLoading: boolean;
}) {
  const text = snapshotText(summary, resume?.text);
  const updatedAt = resume?.updatedAt || resume?.createdAt;
  return (
    <Card data-testid="professional-snapshot">
      <div className="flex flex-col gap-2 px-6 pt-6 pb-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <SparklesIcon className="size-4 text-primary" aria-hidden />
            Professional Snapshot
          </CardTitle>
          <CardDescription>How your master résumé introduces you</CardDescription>
        </div>
        {!isLoading && updatedAt && (
          <span className="shrink-0 text-xs text-muted-foreground" data-testid="snapshot-updated">
            Updated {formatRelativeTime(updatedAt)}
          </span>
        )}
      </div>
      <CardContent>
        {isLoading ? (
          <div className="grid gap-2" aria-label="Loading snapshot" role="status">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ) : text ? (
          <p className="text-sm leading-relaxed whitespace-pre-line" data-testid="snapshot-text">
            {text}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="snapshot-placeholder">
            Add your master résumé to build a personalized candidate overview.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
