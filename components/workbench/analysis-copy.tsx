"use client";
import { CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { copyToClipboard } from "@/lib/client/clipboard";
import type { Analysis } from "@/lib/types";
import { coveragePercent } from "./analysis-scores";
import { FINDINGS_SHOWN, KEYWORDS_SHOWN } from "./analysis-section";

function bulletList(title: string, items: string[], emptyText: string): string {
  const lines = items.length > 0 ? items.map((item) => `- ${item}`) : [emptyText];
  return [title, ...lines].join("\n");
}

const keywordLine = (title: string, keywords: string[]) =>
  `${title}: ${keywords.slice(0, KEYWORDS_SHOWN).join(", ") || "none"}`;

/** The plain-text summary Copy Analysis puts on the clipboard; it follows what the tab shows. */
export function analysisSummaryText(
  analysis: Analysis,
  job: { title: string; company: string },
): string {
  return [
    `Job analysis: ${job.title} at ${job.company}`,
    analysis.isScored ? `Alignment score: ${analysis.score}/100` : "Alignment score: not scored",
    `Coverage: ${analysis.coverageCovered}/${analysis.coverageTotal} (${coveragePercent(analysis)}%)`,
    `Why this score: ${analysis.alignmentExplanation || "No explanation."}`,
    bulletList("Key strengths:", analysis.strengths.slice(0, FINDINGS_SHOWN), "None listed"),
    bulletList("Areas to address:", analysis.flags.slice(0, FINDINGS_SHOWN), "None listed"),
    bulletList("Gaps:", analysis.gaps, "No significant gaps identified"),
    keywordLine("Matched keywords", analysis.matchedKeywords),
    keywordLine("Job requirements", analysis.jobKeywords),
    keywordLine("Your skills", analysis.resumeKeywords),
  ].join("\n\n");
}

export function CopyAnalysisButton({
  analysis,
  job,
}: {
  analysis: Analysis;
  job: { title: string; company: string };
}) {
  const copy = () =>
    copyToClipboard(analysisSummaryText(analysis, job), {
      success: { title: "Copied!", description: "The analysis is on your clipboard." },
      failure: "Failed to copy to clipboard",
    });
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} data-testid="analysis-copy">
      <CopyIcon aria-hidden />
      Copy Analysis
    </Button>
  );
}
