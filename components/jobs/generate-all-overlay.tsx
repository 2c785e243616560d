"use client";
import { CheckCircle2Icon, CircleIcon, Loader2Icon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useFocusReturn } from "@/components/ui/use-focus-return";
import { generateAll } from "@/lib/client/generate";
import { BULK_SLOW_HINT } from "@/lib/client/slow-hint";
import { useGeneration } from "@/lib/client/use-generation";
import { cn } from "@/lib/utils";

export const GENERATE_ALL_TITLE = "Generating complete job application package...";
export const GENERATE_ALL_STEPS = [
  "Analyzing job requirements",
  "Tailoring résumé",
  "Writing cover letter",
  "Preparing interview questions",
] as const;
// Spec 1 §2 Dashboard 9: the steps animate over 3 s; the last stays active until done. The
// overlay stays up that long even when the work is quicker, so the steps can be read.
export const GENERATE_ALL_MIN_SHOWN_MS = 3000;
export const STEP_INTERVAL_MS = GENERATE_ALL_MIN_SHOWN_MS / GENERATE_ALL_STEPS.length;
export const GENERATE_ALL_SUCCESS = "All content generated successfully";
export const GENERATE_ALL_FAILURE = "Failed to generate content";
// Four generations in a row: the single-operation "30 seconds" would undersell the wait.
export const GENERATE_ALL_SLOW_HINT = BULK_SLOW_HINT;

function useActiveStep() {
  const [activeStep, setActiveStep] = useState(0);
  const lastStep = GENERATE_ALL_STEPS.length - 1;
  useEffect(() => {
    if (activeStep >= lastStep) return;
    const timer = setTimeout(() => setActiveStep((step) => step + 1), STEP_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [activeStep, lastStep]);
  return activeStep;
}

function StepList() {
  const activeStep = useActiveStep();
  return (
    <>
      <ol className="grid gap-3 text-left" data-testid="generate-all-steps">
        {GENERATE_ALL_STEPS.map((step, index) => {
          const state = index < activeStep ? "done" : index === activeStep ? "active" : "pending";
          const Icon =
            state === "done" ? CheckCircle2Icon : state === "active" ? Loader2Icon : CircleIcon;
          return (
            <li
              key={step}
              data-state={state}
              aria-current={state === "active" ? "step" : undefined}
              className={cn(
                "flex items-center gap-3 text-sm transition-colors",
                state === "pending" ? "text-muted-foreground" : "text-foreground",
                state === "active" && "font-medium",
              )}
            >
              <Icon
                aria-hidden
                className={cn(
                  "size-5 shrink-0",
                  state === "done" && "text-emerald-600",
                  state === "active" && "animate-spin text-primary",
                )}
              />
              {step}
            </li>
          );
        })}
      </ol>
      <p role="status" aria-live="polite" className="sr-only">
        {GENERATE_ALL_STEPS[activeStep]}
      </p>
    </>
  );
}

/**
 * True while `open`, and for GENERATE_ALL_MIN_SHOWN_MS from the start of each run: a run
 * counts even when its work ended before the overlay could render it open.
 */
function useHeldOpen(open: boolean, run: number): boolean {
  const [seenRun, setSeenRun] = useState(run);
  const [heldRun, setHeldRun] = useState<number | null>(null);
  if (run !== seenRun) {
    setSeenRun(run);
    setHeldRun(run);
  }
  useEffect(() => {
    if (heldRun === null) return;
    const timer = setTimeout(() => setHeldRun(null), GENERATE_ALL_MIN_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [heldRun]);
  return open || heldRun !== null;
}

export type GenerateAllOverlayProps = {
  /** The work is running. */
  open: boolean;
  /** How many runs have started; each new one holds the overlay up for the steps' 3 s. */
  run: number;
  /** Called once the overlay has gone. */
  onClosed?: () => void;
};

/**
 * The full-screen progress overlay while everything is generated for a job, up for 3 s at
 * least. It is modal and has no way to close (no onOpenChange): the work cannot be
 * cancelled from here.
 */
export function GenerateAllOverlay({ open, run, onClosed }: GenerateAllOverlayProps) {
  const isShown = useHeldOpen(open, run);
  const wasShown = useRef(isShown);
  useEffect(() => {
    if (wasShown.current && !isShown) onClosed?.();
    wasShown.current = isShown;
  }, [isShown, onClosed]);
  const focusReturn = useFocusReturn();
  return (
    <DialogPrimitive.Root open={isShown}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ui-fade-in fixed inset-0 z-50 bg-background/80 backdrop-blur-sm" />
        <DialogPrimitive.Content
          aria-modal="true"
          data-testid="generate-all-overlay"
          {...focusReturn}
          className="fixed inset-0 z-50 flex items-center justify-center p-4 outline-none"
        >
          <div className="ui-zoom-in grid w-full max-w-md gap-6 rounded-xl border bg-card p-6 text-center shadow-lg">
            <Loader2Icon className="mx-auto size-10 animate-spin text-primary" aria-hidden />
            <div className="grid gap-1.5">
              <DialogPrimitive.Title className="text-lg font-semibold">
                {GENERATE_ALL_TITLE}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                Analysis, tailored résumé, cover letter and interview questions, from your master
                résumé and this job.
              </DialogPrimitive.Description>
            </div>
            {/* Mounted only while open, so every run starts again at the first step. */}
            <StepList />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Runs generate-all for a job: spread `overlayProps` onto <GenerateAllOverlay />. */
export function useGenerateAll() {
  const { isRunning, run } = useGeneration(generateAll, {
    success: GENERATE_ALL_SUCCESS,
    failure: GENERATE_ALL_FAILURE,
    hint: GENERATE_ALL_SLOW_HINT,
  });
  const [runs, setRuns] = useState(0);
  const generate = (jobId: string) => {
    setRuns((count) => count + 1);
    return run(jobId);
  };
  const overlayProps: GenerateAllOverlayProps = { open: isRunning, run: runs };
  return { isGenerating: isRunning, generate, overlayProps };
}
