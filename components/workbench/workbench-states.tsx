import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

export function WorkbenchSkeleton() {
  return (
    <div
      className="space-y-6"
      data-testid="workbench-loading"
      aria-busy="true"
      aria-label="Loading job"
    >
      <div className="flex items-start gap-3">
        <Skeleton className="size-9 shrink-0" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-7 w-2/3 max-w-md" />
          <Skeleton className="h-4 w-1/3 max-w-xs" />
        </div>
      </div>
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-10 w-full max-w-md" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

export function JobNotFound({ detail, onBack }: { detail?: string; onBack: () => void }) {
  return (
    <div
      data-testid="job-not-found"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center shadow-sm"
    >
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-semibold">Job not found</h1>
      {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
      <Button onClick={onBack} data-testid="job-not-found-back">
        <ArrowLeftIcon aria-hidden />
        Go Back
      </Button>
    </div>
  );
}
