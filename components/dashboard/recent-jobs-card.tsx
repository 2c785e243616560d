"use client";
import { useId, useMemo, useState } from "react";
import { BriefcaseIcon, ChevronDownIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useNavigation } from "@/lib/client/navigation";
import {
  DASHBOARD_RECENT_JOBS,
  emptyJobsMessage,
  isSearching,
  jobCount,
  queryJobs,
  type JobQuery,
} from "@/lib/dashboard/recent-jobs";
import type { JobSummary } from "@/lib/types";
import { JobsTable } from "./jobs-table";
import { RecentJobsToolbar } from "./recent-jobs-toolbar";

const INITIAL_QUERY: JobQuery = { term: "", status: "all", sort: "recent" };

export function RecentJobsCard({
  jobs,
  isLoading,
  error,
}: {
  jobs: JobSummary[];
  isLoading: boolean;
  error?: React.ReactNode;
}) {
  const { openJob } = useNavigation();
  const tableId = useId();
  const [query, setQuery] = useState(INITIAL_QUERY);
  const [isShowingAll, setShowingAll] = useState(false);
  const results = useMemo(() => queryJobs(jobs, query), [jobs, query]);
  const emptyMessage = emptyJobsMessage(jobs.length, results.length, query);
  const hasMore = results.length > DASHBOARD_RECENT_JOBS;

  const body = () => {
    if (error) return error;
    if (isLoading) {
      return (
        <div className="grid gap-2" role="status" aria-label="Loading jobs">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      );
    }
    if (emptyMessage) {
      return (
        <p
          className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground"
          data-testid="recent-jobs-empty"
        >
          {emptyMessage}
        </p>
      );
    }
    if (isSearching(query.term)) {
      return (
        <section aria-labelledby="recent-jobs-results" className="grid gap-2">
          <h4
            id="recent-jobs-results"
            className="text-sm font-medium"
            data-testid="recent-jobs-results-heading"
          >
            Search Results ({jobCount(results.length)})
          </h4>
          <JobsTable jobs={results} onOpen={openJob} caption="Search results" />
        </section>
      );
    }
    // One table for all rows, so the ones shown on demand share its columns.
    return (
      <div>
        <div id={tableId}>
          <JobsTable
            jobs={isShowingAll ? results : results.slice(0, DASHBOARD_RECENT_JOBS)}
            onOpen={openJob}
            caption="Recent jobs"
          />
        </div>
        {hasMore && (
          <Button
            variant="ghost"
            className="w-full justify-between border-t px-3 text-primary"
            aria-expanded={isShowingAll}
            aria-controls={tableId}
            onClick={() => setShowingAll((showing) => !showing)}
            data-testid="recent-jobs-show-all"
          >
            {isShowingAll ? "Show fewer" : `Show all ${jobCount(results.length)}`}
            <ChevronDownIcon
              aria-hidden
              className={isShowingAll ? "rotate-180 transition-transform" : "transition-transform"}
            />
          </Button>
        )}
      </div>
    );
  };

  return (
    <Card data-testid="recent-jobs">
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2">
          <BriefcaseIcon className="size-4 text-primary" aria-hidden />
          Recent Jobs
        </CardTitle>
        <CardDescription>Open a job to work on its tailored material</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!error && jobs.length > 0 && <RecentJobsToolbar query={query} onChange={setQuery} />}
        {body()}
      </CardContent>
    </Card>
  );
}
