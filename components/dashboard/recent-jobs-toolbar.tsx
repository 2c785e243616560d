"use client";
import { SearchIcon } from "lucide-react";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import {
  JOB_SORT_LABELS,
  JOB_SORTS,
  type JobQuery,
  type JobSort,
  type StatusFilter,
} from "@/lib/dashboard/recent-jobs";
import { JOB_STATUSES, STATUS_LABELS } from "@/lib/types";

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
          <Select
            value={query.status}
            onValueChange={(status) => onChange({ ...query, status: status as StatusFilter })}
          >
            <SelectTrigger
              data-testid="recent-jobs-status-filter"
              aria-label="Filter by status"
              className="@xl:w-36"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All Status</SelectItem>
              {JOB_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {STATUS_LABELS[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select
            value={query.sort}
            onValueChange={(sort) => onChange({ ...query, sort: sort as JobSort })}
          >
            <SelectTrigger
              data-testid="recent-jobs-sort"
              aria-label="Sort jobs"
              className="@xl:w-44"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {JOB_SORTS.map((sort) => (
                <SelectItem key={sort} value={sort}>
                  {JOB_SORT_LABELS[sort]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </div>
  );
}
