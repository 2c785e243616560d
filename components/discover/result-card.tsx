"use client";
import {
  CheckIcon,
  CircleAlertIcon,
  CircleCheckIcon,
  CircleHelpIcon,
  ExternalLinkIcon,
  Loader2Icon,
  MapPinIcon,
  PlusIcon,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import type { ResultJob } from "@/lib/client/discover-api";
import { isDemoJob, previewText, safeHref } from "@/lib/discover/search-terms";
import { badgeLabel, sourceLabel } from "./filter-labels";

export type AddState = "idle" | "adding" | "added";

/** "Posted Nov 20, 2026"; null when the source gave no readable date. */
export function postedLabel(date: string): string | null {
  const time = Date.parse(date);
  if (!date || Number.isNaN(time)) return null;
  const day = new Date(time).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return `Posted ${day}`;
}

function ValidationLine({ job }: { job: ResultJob }) {
  if (!job.validation) return null;
  const isLive = job.validation === "live";
  return (
    <p className="flex items-center gap-1.5 text-xs" data-testid="result-validation">
      {isLive ? (
        <CircleCheckIcon className="size-3.5 text-green-600" aria-hidden />
      ) : (
        <CircleHelpIcon className="size-3.5 text-muted-foreground" aria-hidden />
      )}
      {isLive ? "Posting checked: live" : "Not checked: the posting could not be reached"}
    </p>
  );
}

/** One result with every field, badge and button of spec 2 §2, plus fit, sources and AI notes. */
export function ResultCard({
  job,
  addState,
  onAdd,
}: {
  job: ResultJob;
  addState: AddState;
  onAdd: (job: ResultJob) => void;
}) {
  const isDemo = isDemoJob(job);
  const posted = postedLabel(job.date);
  const places = job.locations.length > 1 ? job.locations.join(" · ") : job.location;
  const postingUrl = safeHref(job.url);
  const attributionUrl = safeHref(job.attribution?.url);
  // "full-time" and "full_time" say the same thing: one badge.
  const badges = [
    ...new Set(
      [job.contract_type, job.contract_time]
        .filter((value) => value && value !== "demo")
        .map(badgeLabel),
    ),
  ];
  return (
    <Card className="flex flex-col" data-testid="discover-result" data-job-id={job.id}>
      <CardHeader className="gap-2 pb-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <h3 className="font-semibold leading-snug" data-testid="result-title">
            {job.title} — {job.company}
          </h3>
          {job.score !== null && (
            <Badge
              variant="secondary"
              className="self-start"
              aria-label={`Fit score ${job.score} out of 100`}
              data-testid="result-score"
            >
              Fit {job.score}
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {places && (
            <span className="flex items-center gap-1" data-testid="result-location">
              <MapPinIcon className="size-3.5" aria-hidden />
              {places}
            </span>
          )}
          {posted && <span data-testid="result-date">{posted}</span>}
          {job.salary && <span data-testid="result-salary">{job.salary}</span>}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {isDemo && (
            <Badge variant="outline" data-testid="result-demo-badge">
              Demo
            </Badge>
          )}
          {badges.map((label) => (
            <Badge key={label} variant="secondary" data-testid="result-badge">
              {label}
            </Badge>
          ))}
        </div>
      </CardHeader>
      <CardContent className="grid flex-1 gap-2 pb-4 text-sm">
        <p className="break-words text-muted-foreground" data-testid="result-preview">
          {previewText(job.description)}
        </p>
        <ValidationLine job={job} />
        {job.staleNote && (
          <p
            className="flex items-start gap-1.5 text-xs text-amber-700 dark:text-amber-400"
            data-testid="result-stale"
          >
            <CircleAlertIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {job.staleNote}
          </p>
        )}
        {job.why && (
          <p className="text-xs" data-testid="result-why">
            <span className="font-medium">Why it fits: </span>
            {job.why}
          </p>
        )}
        <p className="text-xs text-muted-foreground" data-testid="result-source">
          Source:{" "}
          {job.attribution && attributionUrl ? (
            <a
              href={attributionUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-2 hover:text-foreground"
              data-testid="result-attribution"
            >
              {job.attribution.text}
            </a>
          ) : (
            sourceLabel(job.source)
          )}
          {job.alsoOn.length > 0 && (
            <span data-testid="result-also-on">
              {" · "}Also on: {job.alsoOn.map(sourceLabel).join(", ")}
            </span>
          )}
        </p>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2 sm:flex-row sm:items-center">
        {postingUrl && (
          <Button variant="outline" size="sm" asChild>
            <a
              href={postingUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`View Posting: ${job.title} (opens in a new tab)`}
              data-testid="view-posting"
            >
              <ExternalLinkIcon aria-hidden />
              View Posting
            </a>
          </Button>
        )}
        <Button
          size="sm"
          isPending={addState === "adding"}
          disabled={addState === "added"}
          aria-label={`Add to Workbench: ${job.title}`}
          onClick={() => onAdd(job)}
          data-testid="add-to-workbench"
        >
          {addState === "adding" ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : addState === "added" ? (
            <CheckIcon aria-hidden />
          ) : (
            <PlusIcon aria-hidden />
          )}
          {addState === "added" ? "Added to Workbench" : "Add to Workbench"}
        </Button>
      </CardFooter>
    </Card>
  );
}
