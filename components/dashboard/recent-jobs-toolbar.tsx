"use client";
import { ChevronDownIcon, SearchIcon } from "lucide-react";
import { useState, type ComponentType } from "react";
import { Input } from "@/components/ui/input";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-style";
import { JOB_SORT_LABELS, type JobQuery } from "@/lib/dashboard/recent-jobs";
import { STATUS_LABELS } from "@/lib/types";
import { cn } from "@/lib/utils";
import type { FilterName, RecentJobsFiltersProps } from "./recent-jobs-filters";

// Radix Select and its positioning library are a tenth of the dashboard's JavaScript, so the
// two menus load on first use (a pointer over them, focus, a press); until then stand-ins
// with the same look, names and values show, and the menu the user opened opens once loaded.
let loadedFilters: ComponentType<RecentJobsFiltersProps> | null = null;
const loadFilters = () =>
  import("./recent-jobs-filters").then((module) => (loadedFilters = module.RecentJobsFilters));

const OPEN_KEYS = ["Enter", " ", "ArrowDown", "ArrowUp"];

function FiltersOnFirstUse({ query, onChange }: RecentJobsFiltersProps) {
  const [Filters, setFilters] = useState(() => loadedFilters);
  const [intent, setIntent] = useState<Pick<RecentJobsFiltersProps, "focused" | "opened">>({});
  if (Filters) return <Filters query={query} onChange={onChange} {...intent} />;

  const load = () => void loadFilters().then((component) => setFilters(() => component));
  const open = (name: FilterName) => {
    setIntent({ focused: name, opened: name });
    load();
  };
  const standIn = (name: FilterName, label: string, value: string, className: string) => (
    <button
      type="button"
      aria-haspopup="listbox"
      aria-label={label}
      data-testid={name === "status" ? "recent-jobs-status-filter" : "recent-jobs-sort"}
      className={cn(SELECT_TRIGGER_CLASS, className)}
      onPointerEnter={load}
      onFocus={() => {
        setIntent((current) => ({ ...current, focused: name }));
        load();
      }}
      onBlur={() => setIntent((current) => ({ ...current, focused: undefined }))}
      onPointerDown={() => open(name)}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        open(name);
      }}
    >
      <span>{value}</span>
      <ChevronDownIcon className="size-4 opacity-50" aria-hidden />
    </button>
  );
  const status = query.status === "all" ? "All Status" : STATUS_LABELS[query.status];
  return (
    <>
      {standIn("status", "Filter by status", status, "@xl:w-36")}
      {standIn("sort", "Sort jobs", JOB_SORT_LABELS[query.sort], "@xl:w-44")}
    </>
  );
}

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
          <FiltersOnFirstUse query={query} onChange={onChange} />
        </div>
      </div>
    </div>
  );
}
