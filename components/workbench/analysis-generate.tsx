"use client";
import { Loader2Icon, RefreshCwIcon, SparklesIcon, TargetIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { analyzeJob } from "@/lib/client/generate";
import { useGeneration } from "@/lib/client/use-generation";

/** Generate and Regenerate share one flow: pending state, slow hint, then a toast. */
export function useAnalyzeJob(jobId: string) {
  const { isRunning, run } = useGeneration(() => analyzeJob(jobId), {
    success: "Job analysis generated successfully",
    failure: "Failed to generate analysis",
  });
  return { isAnalyzing: isRunning, analyze: run };
}

export function AnalyzeButton({
  isRegenerate,
  isAnalyzing,
  onAnalyze,
}: {
  isRegenerate: boolean;
  isAnalyzing: boolean;
  onAnalyze: () => void;
}) {
  const Icon = isAnalyzing ? Loader2Icon : isRegenerate ? RefreshCwIcon : SparklesIcon;
  return (
    <Button
      variant={isRegenerate ? "outline" : "default"}
      size={isRegenerate ? "sm" : "default"}
      disabled={isAnalyzing}
      aria-busy={isAnalyzing}
      onClick={onAnalyze}
      data-testid={isRegenerate ? "analyze-regenerate" : "analyze-generate"}
    >
      <Icon className={isAnalyzing ? "animate-spin" : undefined} aria-hidden />
      {isAnalyzing ? "Analyzing…" : isRegenerate ? "Regenerate Analysis" : "Generate Analysis"}
    </Button>
  );
}

export function AnalysisEmpty({
  isAnalyzing,
  onAnalyze,
}: {
  isAnalyzing: boolean;
  onAnalyze: () => void;
}) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
      data-testid="analysis-empty"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <TargetIcon className="size-6" aria-hidden />
      </span>
      <p className="font-medium">No analysis yet</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Compare this job with your master résumé: an alignment score, each requirement with the
        résumé line that covers it, and the gaps to address.
      </p>
      <AnalyzeButton isRegenerate={false} isAnalyzing={isAnalyzing} onAnalyze={onAnalyze} />
    </div>
  );
}
