import type { SourceReport } from "@/lib/discover/types";
import { sourceLabel } from "./filter-labels";

/** One quiet line: which sources answered (with their counts) and which failed and why. */
export function SourcesLine({ sources }: { sources: SourceReport[] }) {
  if (sources.length === 0) return null;
  const answered = sources.filter((report) => report.ok);
  const failed = sources.filter((report) => !report.ok);
  const parts = [];
  if (answered.length > 0) {
    parts.push(
      `Answered: ${answered.map((report) => `${sourceLabel(report.source)} (${report.count})`).join(", ")}`,
    );
  }
  if (failed.length > 0) {
    parts.push(
      `Failed: ${failed
        .map((report) =>
          report.error
            ? `${sourceLabel(report.source)} (${report.error})`
            : sourceLabel(report.source),
        )
        .join(", ")}`,
    );
  }
  return (
    <p className="text-xs text-muted-foreground" data-testid="discover-sources">
      {parts.join(" · ")}
    </p>
  );
}
