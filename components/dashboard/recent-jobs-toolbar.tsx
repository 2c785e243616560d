"use client";
import { SearchIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import type { JobQuery } from "@/lib/dashboard/recent-jobs";

// Radix Select and its positioning library are a fifth of the dashboard's JavaScript; the
// two menus load after the first view instead of delaying it.
const RecentJobsFilters = dynamic(
  () => import("./recent-jobs-filters").then((module) => module.RecentJobsFilters),
  {
    loading: () => (
      <>
        <Skeleton className="h-9 @xl:w-36" role="status" aria-label="Loading the status filter" />
        <Skeleton className="h-9 @xl:w-44" role="status" aria-label="Loading the sort" />
      </>
    ),
  },
);

export function RecentJobsToolbar({
  query,
  onChange,
}: {
  query: JobQuery;
  onChange: (query: JobQuery) => void;
}) {
  return (
    // Container query: the card is half the page wide on desktop and full width on phones.
    <div className="@container">
      <div className="grid grid-cols-1 gap-2 @xl:grid-cols-[minmax(0,1fr)_auto_auto]">
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            data-testid="recent-jobs-search"
            aria-label="Search jobs"
            placeholder="Search jobs..."
            value={query.term}
            onChange={(event) => onChange({ ...query, term: event.target.value })}
            className="pl-9"
          />
        </div>
        <div className="grid grid-cols-2 gap-2 @xl:contents">
          <RecentJobsFilters query={query} onChange={onChange} />
        </div>
      </div>
    </div>
  );
}
