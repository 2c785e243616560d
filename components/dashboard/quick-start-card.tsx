"use client";
import { useId, useState } from "react";
import { Loader2Icon, RocketIcon, SparklesIcon } from "lucide-react";
import { GenerateAllOverlay, useGenerateAll } from "@/components/jobs/generate-all-overlay";
import { FitGateDialog } from "@/components/jobs/fit-gate-dialog";
import { useFitGate } from "@/components/jobs/use-fit-gate";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  createQuickStartJob,
  generationErrorMessage,
  QuickStartError,
} from "@/lib/client/generate";
import { isUnauthorized } from "@/lib/client/fetcher";
import { useNavigation } from "@/lib/client/navigation";
import { toast, toastError } from "@/lib/client/toast-store";
import { LIMITS } from "@/lib/jobs/limits";
import { MAX_RESUME_TEXT } from "@/lib/resume/limits";

const QUICK_START_REQUIRED = "Both résumé and job description are required";

const SAVE_FAILURE = { resume: "Failed to save master résumé", job: "Failed to save job" };

const QUICK_START_HELD_BACK = {
  title: "Job saved",
  description: "Nothing was written for it. Generate Analysis shows how your résumé fits.",
};

/** What went wrong before the job existed; then nothing can be opened. */
function toastSetupError({ step, reason }: QuickStartError) {
  if (!isUnauthorized(reason)) toastError(generationErrorMessage(reason, SAVE_FAILURE[step]));
}

/**
 * Spec 1 §2 Dashboard 5 and §4 "Quick start", for a first visit: paste a résumé and one job
 * description, and get the whole application package for it in one go.
 */
export function QuickStartCard({ onStart }: { onStart?: () => void }) {
  const id = useId();
  const { openJob } = useNavigation();
  const [resumeText, setResumeText] = useState("");
  const [jobDescription, setJobDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isRunning, setIsRunning] = useState(false);
  const [jobToOpen, setJobToOpen] = useState<string | null>(null);
  const { passFitGate, fitGateDialogProps } = useFitGate();
  const { generate, overlayProps } = useGenerateAll();

  const run = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!resumeText.trim() || !jobDescription.trim()) {
      setError(QUICK_START_REQUIRED);
      toastError(QUICK_START_REQUIRED);
      return;
    }
    setError(null);
    onStart?.();
    setIsRunning(true);
    try {
      const job = await createQuickStartJob({ resumeText, jobDescription });
      if (!(await passFitGate(job))) {
        toast(QUICK_START_HELD_BACK);
        openJob(job.id);
        return;
      }
      // The job exists now: it opens once the overlay has gone, even if generation failed,
      // so nothing typed is lost.
      setJobToOpen(job.id);
      await generate(job.id);
    } catch (failure) {
      if (!(failure instanceof QuickStartError)) throw failure;
      toastSetupError(failure);
    } finally {
      setIsRunning(false);
    }
  };

  const errorId = `${id}-error`;
  // Once both fields are filled the message has served its purpose.
  const visibleError = !resumeText.trim() || !jobDescription.trim() ? error : null;
  const invalid = (value: string) => (visibleError && !value.trim() ? true : undefined);
  return (
    <Card data-testid="quick-start">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <RocketIcon className="size-4 text-primary" aria-hidden />
          Quick Start
        </CardTitle>
        <CardDescription>
          Paste your résumé and a job description to get a fit analysis, a tailored résumé, a cover
          letter and interview questions in one go.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={run} noValidate className="grid gap-4" aria-label="Quick start">
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-resume`}>Your résumé</Label>
              <Textarea
                id={`${id}-resume`}
                data-testid="quick-start-resume"
                rows={10}
                maxLength={MAX_RESUME_TEXT}
                placeholder="Paste your full résumé: summary, experience, skills, education…"
                value={resumeText}
                onChange={(event) => setResumeText(event.target.value)}
                aria-invalid={invalid(resumeText)}
                aria-describedby={visibleError ? errorId : undefined}
                className="aria-invalid:border-destructive"
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-job`}>Job description</Label>
              <Textarea
                id={`${id}-job`}
                data-testid="quick-start-job"
                rows={10}
                maxLength={LIMITS.description}
                placeholder="Paste the full job description…"
                value={jobDescription}
                onChange={(event) => setJobDescription(event.target.value)}
                aria-invalid={invalid(jobDescription)}
                aria-describedby={visibleError ? errorId : undefined}
                className="aria-invalid:border-destructive"
              />
            </div>
          </div>
          {visibleError && (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {visibleError}
            </p>
          )}
          <div className="flex justify-end">
            <Button
              type="submit"
              disabled={isRunning}
              data-testid="quick-start-generate"
              className="w-full sm:w-auto"
            >
              {isRunning ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : (
                <SparklesIcon aria-hidden />
              )}
              Generate All
            </Button>
          </div>
        </form>
      </CardContent>
      <GenerateAllOverlay {...overlayProps} onClosed={() => jobToOpen && openJob(jobToOpen)} />
      <FitGateDialog {...fitGateDialogProps} />
    </Card>
  );
}
