"use client";
import { Loader2Icon, SearchIcon, SparklesIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { SearchForm as SearchFormValues } from "@/lib/client/discover-api";
import { JOB_TYPES, WORK_ARRANGEMENTS } from "@/lib/discover/types";
import { JOB_TYPE_LABELS, WORK_ARRANGEMENT_LABELS } from "./filter-labels";
import { LocationField } from "./location-field";

// Matches what the server accepts for one field; longer text would only earn a 400.
const FIELD_MAX = 500;

/** Spec 2 §2: the search inputs; salary only in AI Mode. */
export function SearchForm({
  form,
  onChange,
  onSubmit,
  isAiMode,
  isBusy,
  actions,
}: {
  form: SearchFormValues;
  onChange: (patch: Partial<SearchFormValues>) => void;
  onSubmit: () => void;
  isAiMode: boolean;
  isBusy: boolean;
  /** Save and Load buttons for named settings. */
  actions: React.ReactNode;
}) {
  return (
    <form
      className="grid gap-4"
      aria-label="Job search"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBusy) onSubmit();
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="discover-titles">Job titles</Label>
          <Input
            id="discover-titles"
            value={form.titles}
            maxLength={FIELD_MAX}
            placeholder="Frontend Engineer, UI Developer"
            onChange={(event) => onChange({ titles: event.target.value })}
            data-testid="discover-titles"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="discover-keywords">Keywords (comma-separated)</Label>
          <Input
            id="discover-keywords"
            value={form.keywords}
            maxLength={FIELD_MAX}
            placeholder="React, TypeScript, accessibility"
            onChange={(event) => onChange({ keywords: event.target.value })}
            data-testid="discover-keywords"
          />
        </div>
        <LocationField value={form.location} onChange={(location) => onChange({ location })} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label id="discover-job-type-label">Job type</Label>
            <Select
              value={form.jobType}
              onValueChange={(value) => onChange({ jobType: value as SearchFormValues["jobType"] })}
            >
              <SelectTrigger
                aria-labelledby="discover-job-type-label"
                data-testid="discover-job-type"
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {JOB_TYPES.map((type) => (
                  <SelectItem key={type} value={type} data-testid={`job-type-${type}`}>
                    {JOB_TYPE_LABELS[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid content-start gap-2">
            <Label id="discover-arrangement-label">Work arrangement</Label>
            <Select
              value={form.workArrangement}
              onValueChange={(value) =>
                onChange({ workArrangement: value as SearchFormValues["workArrangement"] })
              }
            >
              <SelectTrigger
                aria-labelledby="discover-arrangement-label"
                data-testid="discover-work-arrangement"
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {WORK_ARRANGEMENTS.map((arrangement) => (
                  <SelectItem
                    key={arrangement}
                    value={arrangement}
                    data-testid={`work-arrangement-${arrangement}`}
                  >
                    {WORK_ARRANGEMENT_LABELS[arrangement]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        {isAiMode && (
          <div className="grid gap-2">
            <Label htmlFor="discover-salary">Salary range</Label>
            <Input
              id="discover-salary"
              value={form.salary}
              maxLength={100}
              placeholder="$100k - $150k"
              onChange={(event) => onChange({ salary: event.target.value })}
              data-testid="discover-salary"
            />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="submit" isPending={isBusy} data-testid="discover-search">
          {isBusy ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : isAiMode ? (
            <SparklesIcon aria-hidden />
          ) : (
            <SearchIcon aria-hidden />
          )}
          {isBusy ? "Searching…" : isAiMode ? "Start AI Search" : "Search Jobs"}
        </Button>
        {actions}
      </div>
    </form>
  );
}
