"use client";
import { HistoryIcon, Loader2Icon, RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { StaleReason } from "@/lib/types";

const STALE_TEXTS: Record<StaleReason, string> = {
  "job-description": "Written for an earlier version of the job description",
  resume: "Written for an earlier version of your résumé",
  both: "Written for an earlier version of the job description and your résumé",
};

/** Says a generated part no longer matches its inputs, with a one-click Refresh. */
export function StaleNotice({
  reason,
  onRefresh,
  isRefreshing = false,
  testId,
}: {
  reason: StaleReason;
  onRefresh: () => void;
  isRefreshing?: boolean;
  testId: string;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <p className="flex items-start gap-2 text-sm">
        <HistoryIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {STALE_TEXTS[reason]}.
      </p>
      <Button
        size="sm"
        variant="outline"
        className="self-start sm:self-auto"
        disabled={isRefreshing}
        onClick={onRefresh}
        data-testid={`${testId}-refresh`}
      >
        {isRefreshing ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <RefreshCwIcon aria-hidden />
        )}
        Refresh
      </Button>
    </div>
  );
}
