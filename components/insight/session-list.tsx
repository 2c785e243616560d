"use client";
import { Loader2Icon, MessageSquareTextIcon } from "lucide-react";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useInsightSessions } from "@/lib/client/insight";
import type { JobSummary } from "@/lib/types";
import { SessionCard } from "./session-card";

/** Past sessions for the job in context, or all of them; most recently updated first. */
export function SessionList({
  jobId,
  jobs,
  isProcessing,
}: {
  jobId: string | null;
  jobs: JobSummary[];
  isProcessing: boolean;
}) {
  const { sessions, error, isLoading, refresh } = useInsightSessions(jobId);

  return (
    <section
      className="grid gap-4"
      aria-labelledby="insight-sessions-heading"
      data-testid="insight-sessions"
    >
      <div className="grid gap-1">
        <h2 id="insight-sessions-heading" className="text-lg font-semibold">
          Interview sessions
        </h2>
        {!jobId && sessions.length > 0 && (
          <p className="text-sm text-muted-foreground" data-testid="insight-sessions-caption">
            Showing all interview transcripts. Use &quot;Assign to Job&quot; to organize them.
          </p>
        )}
      </div>
      {isProcessing && (
        <div
          role="status"
          className="flex items-center gap-2 rounded-xl border border-dashed p-6 text-sm"
          data-testid="insight-processing"
        >
          <Loader2Icon className="size-5 animate-spin text-primary" aria-hidden />
          Processing interview...
        </div>
      )}
      {error ? (
        <QueryError message="We couldn't load your interview sessions." onRetry={() => refresh()} />
      ) : isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : sessions.length === 0 ? (
        <div
          className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center"
          data-testid="insight-sessions-empty"
        >
          <MessageSquareTextIcon className="size-8 text-muted-foreground/70" aria-hidden />
          <p className="text-sm text-muted-foreground">
            {jobId
              ? "No interviews recorded yet for this job."
              : "Record an interview or upload audio to see transcripts here."}
          </p>
        </div>
      ) : (
        sessions.map((session) => <SessionCard key={session.id} session={session} jobs={jobs} />)
      )}
    </section>
  );
}
