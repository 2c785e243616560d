"use client";
import { CheckCircle2, MinusCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { fetchScorecard, type ScorecardInput } from "@/lib/client/simulator";
import type { Scorecard } from "@/lib/simulator/scorecard";

type Loaded =
  { state: "loading" } | { state: "ready"; scorecard: Scorecard | null } | { state: "failed" };

/**
 * After End Interview: how each answer landed, from the same deterministic analysis as
 * Interview Insight (lib/interview, on the server); saved with the transcript.
 */
export function ScorecardSlot({ jobId, input }: { jobId: string; input: () => ScorecardInput }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  // The interview has ended: its log no longer changes, so it is read once.
  const [request] = useState(input);
  useEffect(() => {
    let isCurrent = true;
    fetchScorecard(jobId, request).then(
      (scorecard) => isCurrent && setLoaded({ state: "ready", scorecard }),
      () => isCurrent && setLoaded({ state: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [jobId, request]);

  return (
    <Card data-testid="simulator-scorecard" aria-live="polite">
      <CardHeader>
        <CardTitle>How your answers landed</CardTitle>
        <CardDescription>
          Counted from what you said, not judged by a model. Save the interview to keep this with
          it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {loaded.state === "loading" && <Skeleton className="h-24 w-full" />}
        {loaded.state === "failed" && (
          <p className="text-sm text-muted-foreground">The scorecard could not be worked out.</p>
        )}
        {loaded.state === "ready" && !loaded.scorecard && (
          <p className="text-sm text-muted-foreground">You gave no answers to score.</p>
        )}
        {loaded.state === "ready" && loaded.scorecard && (
          <ScorecardTable scorecard={loaded.scorecard} />
        )}
      </CardContent>
    </Card>
  );
}

const Mark = ({ on, label }: { on: boolean; label: string }) =>
  on ? (
    <span className="inline-flex items-center gap-1 text-emerald-700">
      <CheckCircle2 className="size-4" aria-hidden /> {label}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <MinusCircle className="size-4" aria-hidden /> No {label.toLowerCase()}
    </span>
  );

function ScorecardTable({ scorecard }: { scorecard: Scorecard }) {
  return (
    <div className="space-y-4">
      <ol className="space-y-3">
        {scorecard.answers.map((answer, index) => (
          <li key={index} className="rounded-lg border p-3 text-sm" data-testid="scorecard-answer">
            <p className="font-medium">{answer.question || `Answer ${index + 1}`}</p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
              <span>{answer.words} words</span>
              {answer.wordsPerMinute !== null && answer.words > 0 && (
                <span>{answer.wordsPerMinute} words a minute</span>
              )}
              <span>
                {answer.fillerCount} filler word{answer.fillerCount === 1 ? "" : "s"}
              </span>
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              <Mark on={answer.action} label="Action" />
              <Mark on={answer.measurableResult} label="Measurable result" />
            </p>
            {answer.requirements.map((shown) => (
              <p key={shown.requirement} className="mt-1">
                Showed <strong>{shown.requirement}</strong>: “{shown.quote}”
              </p>
            ))}
          </li>
        ))}
      </ol>
      {scorecard.untouched.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Not touched yet: {scorecard.untouched.slice(0, 8).join(", ")}
          {scorecard.untouched.length > 8 ? ` and ${scorecard.untouched.length - 8} more` : ""}.
        </p>
      )}
    </div>
  );
}
