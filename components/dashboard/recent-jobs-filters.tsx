"use client";
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

export type FilterName = "status" | "sort";

export type RecentJobsFiltersProps = {
  query: JobQuery;
  onChange: (query: JobQuery) => void;
  /** The menu the user was focusing or opening on its stand-in while this code loaded. */
  focused?: FilterName;
  opened?: FilterName;
};

/** The status filter and the sort of Recent Jobs (Radix Select, loaded on first use). */
export function RecentJobsFilters({ query, onChange, focused, opened }: RecentJobsFiltersProps) {
  return (
    <>
      <Select
        value={query.status}
        defaultOpen={opened === "status"}
        onValueChange={(status) => onChange({ ...query, status: status as StatusFilter })}
      >
        <SelectTrigger
          data-testid="recent-jobs-status-filter"
          aria-label="Filter by status"
          autoFocus={focused === "status"}
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
        defaultOpen={opened === "sort"}
        onValueChange={(sort) => onChange({ ...query, sort: sort as JobSort })}
      >
        <SelectTrigger
          data-testid="recent-jobs-sort"
          aria-label="Sort jobs"
          autoFocus={focused === "sort"}
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
    </>
  );
}
