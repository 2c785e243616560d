"use client";
import { HistoryIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { HistoryEntry } from "@/lib/client/discover-api";
import { termsAsText } from "@/lib/discover/search-terms";

/** Spec 2 §9: entries shown before "View All". */
export const RECENT_SEARCHES_SHOWN = 3;

function describe(entry: HistoryEntry): string {
  const criteria = entry.searchCriteria;
  return (
    [termsAsText(criteria.titles), termsAsText(criteria.keywords), criteria.location]
      .filter(Boolean)
      .join(" · ") || "Any job"
  );
}

function when(searchDate: string): string {
  const time = Date.parse(searchDate);
  return Number.isNaN(time)
    ? ""
    : new Date(time).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** Spec 2 §2: AI Mode's past searches, newest first, each one loadable. */
export function RecentSearchesCard({
  entries,
  onLoad,
}: {
  entries: HistoryEntry[];
  onLoad: (entry: HistoryEntry) => void;
}) {
  const [isShowingAll, setShowingAll] = useState(false);
  const shown = isShowingAll ? entries : entries.slice(0, RECENT_SEARCHES_SHOWN);
  return (
    <Card data-testid="recent-searches">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <h2 className="flex items-center gap-2 leading-none font-semibold tracking-tight">
          <HistoryIcon className="size-4 text-primary" aria-hidden />
          Recent Searches
        </h2>
        {entries.length > RECENT_SEARCHES_SHOWN && (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={isShowingAll}
            onClick={() => setShowingAll(!isShowingAll)}
            data-testid="recent-searches-toggle"
          >
            {isShowingAll ? "View Less" : "View All"}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {shown.map((entry) => (
            <li
              key={entry.id}
              className="flex items-center justify-between gap-3 rounded-lg border p-3"
              data-testid="recent-search"
            >
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{describe(entry)}</p>
                <p className="text-xs text-muted-foreground">
                  {when(entry.searchDate)} · {entry.totalResults}{" "}
                  {entry.totalResults === 1 ? "result" : "results"}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Load search: ${describe(entry)}`}
                onClick={() => onLoad(entry)}
                data-testid="load-recent-search"
              >
                Load
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
