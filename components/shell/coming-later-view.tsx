"use client";
import { ArrowLeft, Construction } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useJob } from "@/lib/client/hooks";
import { useNavigation, type ViewId } from "@/lib/client/navigation";

export type ComingLaterViewId = Extract<
  ViewId,
  "discover" | "interview-insight" | "interview-assist" | "interview-simulator"
>;

const FEATURES: Record<ComingLaterViewId, { name: string; summary: string }> = {
  discover: { name: "Discover", summary: "Finding new job postings that fit your résumé." },
  "interview-insight": {
    name: "Interview Insight",
    summary: "Reviewing how your interviews went and what to work on.",
  },
  "interview-assist": {
    name: "Interview Assist",
    summary: "Help with your answers while an interview is under way.",
  },
  "interview-simulator": {
    name: "Interview Simulator",
    summary: "Practising an interview for a job by text or voice.",
  },
};

/** An honest placeholder for a feature that is not built yet. */
export function ComingLaterView({ view }: { view: ComingLaterViewId }) {
  const navigation = useNavigation();
  const feature = FEATURES[view];
  const jobId = view === "interview-simulator" ? navigation.activeJobId : null;

  return (
    <div className="mx-auto max-w-2xl space-y-6" data-testid="coming-later-view">
      <h1 className="text-2xl font-semibold tracking-tight">{feature.name}</h1>
      <Card>
        <CardHeader className="items-start">
          <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-amber-100 text-amber-700">
            <Construction className="size-5" aria-hidden />
          </span>
          <CardTitle>This part of Shortlist is not available yet.</CardTitle>
          <CardDescription>{feature.summary}</CardDescription>
        </CardHeader>
        {jobId && (
          <CardContent>
            <SimulatorJob jobId={jobId} onBack={() => navigation.openJob(jobId)} />
          </CardContent>
        )}
      </Card>
    </div>
  );
}

function SimulatorJob({ jobId, onBack }: { jobId: string; onBack: () => void }) {
  const { job, isLoading } = useJob(jobId);
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">Opened from</p>
        {isLoading ? (
          <Skeleton className="mt-1 h-5 w-48" />
        ) : (
          <p className="truncate font-medium" data-testid="coming-later-job-title">
            {job ? `${job.title} · ${job.company}` : "This job"}
          </p>
        )}
      </div>
      <Button variant="outline" onClick={onBack} data-testid="coming-later-back-to-job">
        <ArrowLeft aria-hidden />
        Back to job
      </Button>
    </div>
  );
}
