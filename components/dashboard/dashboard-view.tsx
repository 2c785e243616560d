"use client";
import { Loader2Icon, PlusCircleIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { mutate } from "swr";
import { KeywordAnalysisCard } from "@/components/dashboard/keyword-analysis-card";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { isUnauthorized } from "@/lib/client/fetcher";
import { useJobs, useMasterResume, useProfessionalSnapshot, useUser } from "@/lib/client/hooks";
import { keys } from "@/lib/client/keys";
import { withClassMerge } from "@/lib/client/with-class-merge";
import { MasterResumeCard } from "./master-resume-card";
import { ProfileBanner } from "./profile-banner";
import { QueryError } from "@/components/ui/query-error";
import { RecentJobsCard } from "./recent-jobs-card";
import { SnapshotCard } from "./snapshot-card";
import { StatusTiles } from "./status-tiles";

// Below the fold: the add-job forms (URL, bulk and manual) load after the first view.
const AddJobForm = dynamic(
  () => import("@/components/jobs/add-job-form").then((module) => module.AddJobForm),
  {
    loading: () => (
      <div className="grid gap-3" role="status" aria-label="Loading the add job form">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-40" />
      </div>
    ),
  },
);

// Only a first visit (no résumé, no jobs) shows Quick Start: its form, the generate-all
// overlay and the fit gate load then, not for everyone.
const QuickStartCard = dynamic(
  () => withClassMerge(import("./quick-start-card")).then((module) => module.QuickStartCard),
  {
    loading: () => (
      <Card role="status" aria-label="Loading Quick Start">
        <CardHeader>
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-full" />
        </CardHeader>
        <CardContent className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-52 w-full" />
          <Skeleton className="h-52 w-full" />
        </CardContent>
      </Card>
    ),
  },
);

export function DashboardView() {
  const { user } = useUser();
  const isSignedIn = Boolean(user);
  const jobs = useJobs(isSignedIn);
  const resume = useMasterResume(isSignedIn);
  const snapshot = useProfessionalSnapshot(isSignedIn);
  // Once started, quick start stays: a run saves the résumé and a job before it ends, and
  // if it stops half-way the text typed into the card must still be there.
  const [isQuickStartPinned, setQuickStartPinned] = useState(false);

  // The shell redirects to sign-in on a 401; until then say what is happening (spec 1 §4).
  if ([jobs.error, resume.error, snapshot.error].some(isUnauthorized)) {
    return (
      <div
        role="status"
        className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground"
      >
        <Loader2Icon className="size-5 animate-spin" aria-hidden />
        Refreshing your session...
      </div>
    );
  }

  const isResumeLoading = resume.isLoading || !isSignedIn;
  // Spec 1 §2 Dashboard 5: only for a user with no résumé and no jobs, once both are known.
  const isNewUser =
    isSignedIn &&
    !jobs.isLoading &&
    !resume.isLoading &&
    !jobs.error &&
    !resume.error &&
    !resume.resume &&
    jobs.jobs.length === 0;
  const resumeError = resume.error && (
    <QueryError message="We couldn't load your master résumé." onRetry={() => resume.refresh()} />
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Dashboard</h1>
      <ProfileBanner user={user} resume={resume.resume} isLoading={isResumeLoading} />
      {jobs.error ? (
        <QueryError message="We couldn't load your jobs." onRetry={() => jobs.refresh()} />
      ) : (
        <StatusTiles jobs={jobs.jobs} isLoading={jobs.isLoading || !isSignedIn} />
      )}
      {snapshot.error && !resume.resume ? (
        <QueryError
          message="We couldn't load your professional snapshot."
          onRetry={() => mutate(keys.snapshot)}
        />
      ) : (
        <SnapshotCard
          summary={snapshot.snapshot?.summary ?? null}
          resume={resume.resume}
          isLoading={isResumeLoading || snapshot.isLoading}
        />
      )}
      <KeywordAnalysisCard resume={resume.resume} />
      {(isNewUser || isQuickStartPinned) && (
        <QuickStartCard onStart={() => setQuickStartPinned(true)} />
      )}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <MasterResumeCard resume={resume.resume} isLoading={isResumeLoading} error={resumeError} />
        <RecentJobsCard
          jobs={jobs.jobs}
          isLoading={jobs.isLoading || !isSignedIn}
          error={
            jobs.error && (
              <QueryError message="We couldn't load your jobs." onRetry={() => jobs.refresh()} />
            )
          }
        />
      </div>
      <Card data-testid="add-job">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <PlusCircleIcon className="size-4 text-primary" aria-hidden />
            Add New Job
          </CardTitle>
          <CardDescription>
            Save a posting to tailor your résumé and cover letter for it
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AddJobForm />
        </CardContent>
      </Card>
    </div>
  );
}
