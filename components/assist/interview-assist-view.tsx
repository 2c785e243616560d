"use client";
import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DEFAULT_CLIP_SECONDS } from "@/lib/assist/capture-buffer";
import type { ContextFile } from "@/lib/client/assist";
import { useJob, useJobs, useMasterResume } from "@/lib/client/hooks";
import { useNavigation } from "@/lib/client/navigation";
import { AssistSideCard } from "./assist-side-card";
import { ListeningControls } from "./listening-controls";
import { ManualQuestionForm } from "./manual-question-form";
import { QaReferenceCard } from "./qa-reference-card";
import { SuggestionEntry } from "./suggestion-entry";
import { useAssistEntries } from "./use-assist-entries";
import { useListening } from "./use-listening";

/** Interview Assist (spec 3 §2.2): live suggestions beside the job and résumé context. */
export function InterviewAssistView() {
  const { activeJobId } = useNavigation();
  const [jobId, setJobId] = useState<string | null>(activeJobId);
  const { jobs } = useJobs();
  const { job, error: jobError } = useJob(jobId);
  const { resume } = useMasterResume();
  const [contextFile, setContextFile] = useState<ContextFile | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [clipSeconds, setClipSeconds] = useState<number>(DEFAULT_CLIP_SECONDS);
  const { entries, ask, clear } = useAssistEntries({
    jobId,
    contextVectorStoreId: contextFile?.vectorStoreId ?? null,
  });
  const listening = useListening({ clipSeconds, isUploading, onAudio: (audio) => ask({ audio }) });

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold" tabIndex={-1}>
          Interview Assist
        </h1>
        <p className="text-sm text-muted-foreground">
          An open aid: use it in plain sight, as you would notes. It listens only while you say so
          and drafts answers from your own résumé, the job and your files.
        </p>
      </div>
      <div
        className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
        data-testid="assist-columns"
      >
        <div className="min-w-0 space-y-4">
          <Card>
            <CardHeader>
              <CardTitle>Live Suggestions</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <ListeningControls
                {...listening}
                isUploading={isUploading}
                clipSeconds={clipSeconds}
                onClipChange={setClipSeconds}
                onClear={clear}
              />
              <ManualQuestionForm isUploading={isUploading} onSubmit={(text) => ask({ text })} />
              {entries.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  Suggestions appear after we hear a question.
                </p>
              ) : (
                <ul className="space-y-3" aria-label="Suggestions">
                  {entries.map((entry) => (
                    <SuggestionEntry key={entry.id} entry={entry} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <QaReferenceCard jobId={jobId} job={job} />
        </div>
        <div className="min-w-0">
          <AssistSideCard
            isListening={listening.isListening}
            jobs={jobs}
            jobId={jobId}
            onJobChange={setJobId}
            job={job}
            jobError={Boolean(jobError)}
            resumeText={resume?.text ?? null}
            contextFile={contextFile}
            onContextFileChange={setContextFile}
            isUploading={isUploading}
            onUploadingChange={setIsUploading}
          />
        </div>
      </div>
    </div>
  );
}
