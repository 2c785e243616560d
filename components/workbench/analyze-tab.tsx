import { TargetIcon } from "lucide-react";
import type { Analysis } from "@/lib/types";
import { TabEmpty } from "./tab-empty";

function Meter({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-primary transition-all"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}

export function AnalyzeTab({ analysis }: { analysis: Analysis | null }) {
  if (!analysis) {
    return (
      <TabEmpty
        icon={TargetIcon}
        title="No analysis yet"
        text="Fit analysis for this job arrives in the next release."
      />
    );
  }
  const { score, coverageCovered, coverageTotal, alignmentExplanation } = analysis;
  const coveragePercent =
    coverageTotal > 0 ? Math.round((coverageCovered / coverageTotal) * 100) : 0;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2 rounded-xl border bg-card p-4 shadow-sm">
          <p className="text-sm text-muted-foreground">Alignment score</p>
          <p data-testid="analysis-score" className="text-3xl font-semibold">
            {score}
            <span className="text-base font-normal text-muted-foreground">/100</span>
          </p>
          <Meter value={score} label="Alignment score" />
        </div>
        <div className="space-y-2 rounded-xl border bg-card p-4 shadow-sm">
          <p className="text-sm text-muted-foreground">Coverage</p>
          <p data-testid="analysis-coverage" className="text-3xl font-semibold">
            {coverageCovered}/{coverageTotal}
            <span className="ml-2 text-base font-normal text-muted-foreground">
              {coveragePercent}%
            </span>
          </p>
          <Meter value={coveragePercent} label="Coverage" />
        </div>
      </div>
      {alignmentExplanation && (
        <p className="text-sm leading-relaxed whitespace-pre-wrap text-muted-foreground">
          {alignmentExplanation}
        </p>
      )}
    </div>
  );
}
