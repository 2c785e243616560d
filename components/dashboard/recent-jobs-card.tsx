"use client";
import { useMemo, useState } from "react";
import { BriefcaseIcon } from "lucide-react";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useNavigation } from "@/lib/client/navigation";
import {
  DASHBOARD_RECENT_JOBS,
  emptyJobsMessage,
  isSearching,
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
  const [query, setQuery] = useState(INITIAL_QUERY);
  const results = useMemo(() => queryJobs(jobs, query), [jobs, query]);
  const emptyMessage = emptyJobsMessage(jobs.length, results.length, query);
  const first = results.slice(0, DASHBOARD_RECENT_JOBS);
  const rest = results.slice(DASHBOARD_RECENT_JOBS);

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
            Search Results ({results.length} jobs)
          </h4>
          <JobsTable jobs={results} onOpen={openJob} caption="Search results" />
        </section>
      );
    }
    return (
      <div>
        <JobsTable jobs={first} onOpen={openJob} caption="Recent jobs" />
        {rest.length > 0 && (
          <Accordion type="single" collapsible className="border-t">
            <AccordionItem value="all-jobs">
              <AccordionTrigger className="px-3 text-primary" data-testid="recent-jobs-show-all">
                Show all {results.length} jobs
              </AccordionTrigger>
              <AccordionContent className="pb-0">
                <JobsTable jobs={rest} onOpen={openJob} hasHeader={false} caption="More jobs" />
              </AccordionContent>
            </AccordionItem>
          </Accordion>
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
