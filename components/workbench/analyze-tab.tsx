"use client";
import {
  Building2Icon,
  CircleAlertIcon,
  FileSearchIcon,
  HelpCircleIcon,
  SearchXIcon,
  ThumbsUpIcon,
} from "lucide-react";
import { tldr, readingTimeMinutes } from "@/lib/match/text-summary";
import type { Analysis, JobDetail } from "@/lib/types";
import { CopyAnalysisButton } from "./analysis-copy";
import { AnalysisEmpty, AnalyzeButton, useAnalyzeJob } from "./analysis-generate";
import { AnalysisKeywords } from "./analysis-keywords";
import { AnalysisRequirements } from "./analysis-requirements";
import { AnalysisScores } from "./analysis-scores";
import { AnalysisSection, FindingList, FINDINGS_SHOWN } from "./analysis-section";
import { StaleNotice } from "./stale-notice";

function Findings({ analysis }: { analysis: Analysis }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <AnalysisSection title="Key Strengths" icon={ThumbsUpIcon} data-testid="analysis-strengths">
          <FindingList
            items={analysis.strengths.slice(0, FINDINGS_SHOWN)}
            emptyText="No strengths identified yet."
            markerClassName="bg-primary"
          />
        </AnalysisSection>
        <AnalysisSection
          title="Areas to Address"
          icon={CircleAlertIcon}
          data-testid="analysis-flags"
        >
          <FindingList
            items={analysis.flags.slice(0, FINDINGS_SHOWN)}
            emptyText="Nothing to address."
            markerClassName="bg-amber-500"
          />
        </AnalysisSection>
      </div>
      <AnalysisSection title="Gaps" icon={SearchXIcon} data-testid="analysis-gaps">
        <FindingList
          items={analysis.gaps}
          emptyText="No significant gaps identified"
          markerClassName="bg-destructive"
        />
      </AnalysisSection>
    </>
  );
}

function JobContext({ analysis, description }: { analysis: Analysis; description: string }) {
  const summary = tldr(description);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AnalysisSection title="Company Overview" icon={Building2Icon} data-testid="analysis-company">
        <p className="text-sm leading-relaxed whitespace-pre-wrap text-muted-foreground">
          {analysis.companyOverview.trim() || "No company overview yet."}
        </p>
      </AnalysisSection>
      <AnalysisSection
        title="Job Description TLDR"
        icon={FileSearchIcon}
        aside={
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            {readingTimeMinutes(description).toFixed(1)} min read
          </span>
        }
        data-testid="analysis-tldr"
      >
        <p className="text-sm leading-relaxed text-muted-foreground">
          {summary || "The job description is empty."}
        </p>
      </AnalysisSection>
    </div>
  );
}

/** Spec 1 §2 "Analyze tab": the fit of the master résumé with this job, and its evidence. */
export function AnalyzeTab({ job }: { job: JobDetail }) {
  const { isAnalyzing, analyze } = useAnalyzeJob(job.id);
  const { analysis } = job;
  if (!analysis)
    return <AnalysisEmpty isAnalyzing={isAnalyzing} onAnalyze={() => void analyze()} />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap justify-end gap-2">
        <CopyAnalysisButton analysis={analysis} job={job} />
        <AnalyzeButton isRegenerate isAnalyzing={isAnalyzing} onAnalyze={() => void analyze()} />
      </div>
      {job.staleness.analysis && (
        <StaleNotice
          reason={job.staleness.analysis}
          onRefresh={() => void analyze()}
          isRefreshing={isAnalyzing}
          testId="analysis-stale"
        />
      )}
      <AnalysisScores analysis={analysis} />
      {analysis.isScored && (
        <AnalysisSection title="Why This Score?" icon={HelpCircleIcon} data-testid="analysis-why">
          <p className="text-sm leading-relaxed whitespace-pre-wrap text-muted-foreground">
            {analysis.alignmentExplanation || "No explanation was given."}
          </p>
        </AnalysisSection>
      )}
      <Findings analysis={analysis} />
      <AnalysisRequirements requirements={analysis.requirements} conditions={analysis.conditions} />
      <JobContext analysis={analysis} description={job.description} />
      <AnalysisKeywords analysis={analysis} />
    </div>
  );
}
