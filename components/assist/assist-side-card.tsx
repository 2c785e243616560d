"use client";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ContextFile } from "@/lib/client/assist";
import type { JobDetail, JobSummary } from "@/lib/types";
import { ContextUpload } from "./context-upload";

const MAX_CHIPS = 12;
const HIGHLIGHT_LINES = 6;

function Chips({ label, items }: { label: string; items: string[] }) {
  return (
    <div>
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <ul className="mt-1 flex flex-wrap gap-1">
        {items.slice(0, MAX_CHIPS).map((item) => (
          <li key={item} className="rounded-full border px-2 py-0.5 text-xs">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function JobOverview({
  jobId,
  job,
  hasError,
}: {
  jobId: string | null;
  job: JobDetail | null;
  hasError: boolean;
}) {
  if (!jobId)
    return <p className="text-sm text-muted-foreground">Select a job to tailor answers.</p>;
  if (hasError)
    return (
      <p className="text-sm text-muted-foreground">
        Unable to load job details. Answers will use general guidance.
      </p>
    );
  if (!job) return <p className="text-sm text-muted-foreground">Loading job details...</p>;
  return (
    <div className="text-sm">
      <p className="font-medium">{job.title}</p>
      <p className="text-muted-foreground">{job.company}</p>
      <p className="mt-1 line-clamp-5 whitespace-pre-line">
        {job.description.trim() || "No description available."}
      </p>
    </div>
  );
}

function RoleAlignment({ jobId, job }: { jobId: string | null; job: JobDetail | null }) {
  if (!jobId)
    return (
      <p className="text-sm text-muted-foreground">Select a job to surface matched keywords.</p>
    );
  if (!job?.analysis)
    return (
      <p className="text-sm text-muted-foreground">
        Run an analysis on this job to highlight strengths and gaps.
      </p>
    );
  return (
    <div className="space-y-2">
      <Chips label="Matched strengths" items={job.analysis.matchedKeywords} />
      <Chips label="Gaps to address" items={job.analysis.gaps} />
    </div>
  );
}

export function AssistSideCard(props: {
  isListening: boolean;
  jobs: JobSummary[];
  jobId: string | null;
  onJobChange: (jobId: string | null) => void;
  job: JobDetail | null;
  jobError: boolean;
  resumeText: string | null;
  contextFile: ContextFile | null;
  onContextFileChange: (file: ContextFile | null) => void;
  isUploading: boolean;
  onUploadingChange: (isUploading: boolean) => void;
}) {
  const highlights = (props.resumeText ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, HIGHLIGHT_LINES);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Interview Assist</CardTitle>
        <Badge variant={props.isListening ? "default" : "secondary"}>
          {props.isListening ? "Listening" : "Idle"}
        </Badge>
      </CardHeader>
      <CardContent className="space-y-4">
        <label className="block space-y-1 text-sm">
          <span className="font-medium">Job</span>
          <select
            className="w-full rounded-md border bg-background px-2 py-1.5"
            value={props.jobId ?? ""}
            onChange={(event) => props.onJobChange(event.target.value || null)}
            aria-label="Job context"
          >
            <option value="">No job context</option>
            {props.jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title} · {job.company}
              </option>
            ))}
          </select>
        </label>
        <ContextUpload
          file={props.contextFile}
          onFileChange={props.onContextFileChange}
          isUploading={props.isUploading}
          onUploadingChange={props.onUploadingChange}
        />
        <section className="space-y-1">
          <h4 className="text-sm font-medium">Job Overview</h4>
          <JobOverview jobId={props.jobId} job={props.job} hasError={props.jobError} />
        </section>
        <section className="space-y-1">
          <h4 className="text-sm font-medium">Role Alignment</h4>
          <RoleAlignment jobId={props.jobId} job={props.job} />
        </section>
        <section className="space-y-1">
          <h4 className="text-sm font-medium">Master Resume Highlights</h4>
          {highlights.length > 0 ? (
            <div
              className="rounded-md border p-2 text-xs whitespace-pre-line"
              data-testid="resume-highlights"
            >
              {highlights.join("\n")}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              Add a master resume for quick reference.
            </p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
