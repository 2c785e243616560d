"use client";
import { Loader2Icon, SearchXIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { ResultJob } from "@/lib/client/discover-api";
import type { SourceReport } from "@/lib/discover/types";
import { ResultCard, type AddState } from "./result-card";
import { SourcesLine } from "./sources-line";

export type ShownResults = {
  jobs: ResultJob[];
  sources: SourceReport[];
  isDemo: boolean;
  sorted: "relevance" | "date" | null;
  poweredBy: "openai" | "local" | null;
};

function caption(results: ShownResults): string {
  const count = `${results.jobs.length} ${results.jobs.length === 1 ? "result" : "results"}`;
  if (results.poweredBy === "openai") return `${count} · Powered by OpenAI`;
  return results.sorted === "relevance" ? `${count} · Sorted by relevance` : count;
}

function demoLine(sources: SourceReport[]): string {
  return sources.length === 0
    ? "No job source is set up, so these are demo listings to show how results look. Demo jobs cannot be added to your workbench."
    : "No job source answered, so these are demo listings to show how results look. Demo jobs cannot be added to your workbench.";
}

function LoadingResults({ label }: { label: string }) {
  return (
    <div className="grid gap-4" role="status" data-testid="discover-loading">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden />
        {label}
      </p>
      {[0, 1, 2].map((index) => (
        <Card key={index}>
          <CardHeader className="gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </CardHeader>
          <CardContent>
            <Skeleton className="h-12" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Spec 2 §2: "Matches" (or "AI-Discovered Jobs"), the caption, the results and Search More. */
export function ResultsSection({
  isAiMode,
  results,
  isSearching,
  searchingLabel,
  addStates,
  onAdd,
  canSearchMore,
  isLoadingMore,
  onSearchMore,
}: {
  isAiMode: boolean;
  results: ShownResults | null;
  isSearching: boolean;
  searchingLabel: string;
  addStates: Record<string, AddState>;
  onAdd: (job: ResultJob) => void;
  canSearchMore: boolean;
  isLoadingMore: boolean;
  onSearchMore: () => void;
}) {
  return (
    <section
      aria-labelledby="discover-results-heading"
      className="grid gap-4"
      data-testid="discover-results"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 id="discover-results-heading" className="text-lg font-semibold">
          {isAiMode ? "AI-Discovered Jobs" : "Matches"}
        </h2>
        {results && !isSearching && (
          <p className="text-sm text-muted-foreground" data-testid="discover-caption">
            {caption(results)}
          </p>
        )}
      </div>
      {isSearching ? (
        <LoadingResults label={searchingLabel} />
      ) : (
        results && (
          <>
            <SourcesLine sources={results.sources} />
            {results.isDemo && (
              <p
                className="rounded-lg border border-dashed p-3 text-sm"
                data-testid="discover-demo-line"
              >
                {demoLine(results.sources)}
              </p>
            )}
            {results.jobs.length === 0 ? (
              <div
                className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center"
                data-testid="discover-empty"
              >
                <SearchXIcon className="size-8 text-muted-foreground" aria-hidden />
                <p className="font-medium">No jobs found</p>
                <p className="text-sm text-muted-foreground">
                  Try adjusting your search criteria or keywords
                </p>
              </div>
            ) : (
              <ul
                className="grid grid-cols-1 gap-4 lg:grid-cols-2"
                data-testid="discover-result-list"
              >
                {results.jobs.map((job) => (
                  <li key={job.id} className="grid">
                    <ResultCard job={job} addState={addStates[job.id] ?? "idle"} onAdd={onAdd} />
                  </li>
                ))}
              </ul>
            )}
            {canSearchMore && (
              <Button
                variant="outline"
                className="justify-self-center"
                isPending={isLoadingMore}
                onClick={onSearchMore}
                data-testid="search-more"
              >
                {isLoadingMore && <Loader2Icon className="animate-spin" aria-hidden />}
                {isLoadingMore ? "Searching…" : "Search More"}
              </Button>
            )}
          </>
        )
      )}
    </section>
  );
}
