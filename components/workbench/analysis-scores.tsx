import { InfoIcon } from "lucide-react";
import type { Analysis } from "@/lib/types";

export function coveragePercent({ coverageCovered, coverageTotal }: Analysis): number {
  return coverageTotal > 0 ? Math.round((coverageCovered / coverageTotal) * 100) : 0;
}

function Meter({ value, label }: { value: number; label: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-primary transition-all"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}

function StatCard({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 space-y-2 rounded-xl border bg-card p-4 shadow-sm">
      <p className="text-sm text-muted-foreground">{label}</p>
      {children}
    </div>
  );
}

/** Score and coverage; an unscored analysis says why instead of showing a bar at 0. */
export function AnalysisScores({ analysis }: { analysis: Analysis }) {
  const percent = coveragePercent(analysis);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {analysis.isScored ? (
        <StatCard label="Alignment score">
          <p data-testid="analysis-score" className="text-3xl font-semibold">
            {analysis.score}
            <span className="text-base font-normal text-muted-foreground">/100</span>
          </p>
          <Meter value={analysis.score} label="Alignment score" />
        </StatCard>
      ) : (
        <div
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
          data-testid="analysis-unscored"
        >
          <InfoIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="min-w-0 space-y-1">
            <p className="font-medium">Not scored</p>
            <p className="text-sm leading-relaxed whitespace-pre-wrap">
              {analysis.alignmentExplanation ||
                "This job lists no requirements to compare with your résumé."}
            </p>
          </div>
        </div>
      )}
      <StatCard label="Coverage">
        <p data-testid="analysis-coverage" className="text-3xl font-semibold">
          {analysis.coverageCovered}/{analysis.coverageTotal}
          <span className="ml-2 text-base font-normal text-muted-foreground">{percent}%</span>
        </p>
        <Meter value={percent} label="Coverage" />
      </StatCard>
    </div>
  );
}
