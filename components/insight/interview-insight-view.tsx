"use client";
import { useState } from "react";
import { useJobs } from "@/lib/client/hooks";
import { useInsightConfig } from "@/lib/client/insight";
import { AudioUploadCard } from "./audio-upload-card";
import { jobsByRecentUpdate } from "./job-options";
import { JobContextSelect } from "./job-context-select";
import { PasteTranscript } from "./paste-transcript";
import { RecorderCard } from "./recorder-card";
import { SessionList } from "./session-list";
import { SpeechServiceNotice } from "./speech-service-notice";
import { useProcessInterview } from "./use-process-interview";

/** Interview Insight (spec 2 §2): record, upload or paste an interview and get coaching notes. */
export function InterviewInsightView() {
  const { jobs } = useJobs();
  const sortedJobs = jobsByRecentUpdate(jobs);
  const { config } = useInsightConfig();
  const [jobId, setJobId] = useState<string | null>(null);
  const { isProcessing, process } = useProcessInterview(jobId);
  // Until the config answers, uploads wait rather than fail.
  const canTranscribe = config?.transcription === true;
  const contextJobId = jobId && sortedJobs.some((job) => job.id === jobId) ? jobId : null;

  const uploadAudio = async (audio: File) => (await process({ audio })) !== null;
  const analyzeTranscript = async (transcript: string) => (await process({ transcript })) !== null;

  return (
    <div
      className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6"
      data-testid="interview-insight-view"
    >
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Interview Insight</h1>
        <p className="text-sm text-muted-foreground">
          Record, upload or paste an interview to get a transcript and coaching notes.
        </p>
      </div>
      <JobContextSelect jobs={sortedJobs} jobId={contextJobId} onChange={setJobId} />
      {config && !config.transcription && <SpeechServiceNotice settings={config.settings} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <RecorderCard
          canUpload={canTranscribe}
          isProcessing={isProcessing}
          onUpload={uploadAudio}
        />
        <AudioUploadCard
          canUpload={canTranscribe}
          isProcessing={isProcessing}
          onUpload={uploadAudio}
        />
      </div>
      <PasteTranscript isProcessing={isProcessing} onAnalyze={analyzeTranscript} />
      <SessionList jobId={contextJobId} jobs={sortedJobs} isProcessing={isProcessing} />
    </div>
  );
}
