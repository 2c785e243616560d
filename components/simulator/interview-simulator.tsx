"use client";
import { Loader2Icon, MessagesSquareIcon } from "lucide-react";
import { useState } from "react";
import { useUnsavedChanges } from "@/lib/client/unsaved-changes";
import { useJob, useMasterResume } from "@/lib/client/hooks";
import type { ResumeSource } from "@/lib/simulator/chat-schema";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { ResumeRequiredCard } from "./resume-required-card";
import { ScorecardSlot } from "./scorecard-slot";
import { SessionActions } from "./session-actions";
import { SimulatorHeader } from "./simulator-header";
import { ModeSwitch, ResumeSourcePicker, VoicePicker } from "./simulator-options";
import { JobPicker } from "./job-picker";
import { useInterviewSession } from "./use-interview-session";
import { useTranscriptActions } from "./use-transcript-actions";
import { useVoiceAvailability } from "./use-voice-availability";
import { VoiceSession, type VoiceName } from "./voice-session";

export type InterviewSimulatorProps = {
  jobId: string | null;
  onJobChange: (jobId: string) => void;
  onClose: () => void;
  onUploadResume: () => void;
  isFullPage: boolean;
  onToggleFullPage?: () => void;
};

function EmptyState({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center gap-3 px-4 py-12 text-center"
      data-testid={testId}
    >
      {children}
    </div>
  );
}

/** Spec 3 §2.1: a mock interview for one job, in text chat or by voice. */
export function InterviewSimulator(props: InterviewSimulatorProps) {
  const { jobId } = props;
  const { job, isLoading: isJobLoading } = useJob(jobId);
  const { resume: master, isLoading: isResumeLoading } = useMasterResume();
  const [resumeSource, setResumeSource] = useState<ResumeSource>("auto");
  const [voice, setVoice] = useState<VoiceName>("ballad");
  const [chosenMode, setChosenMode] = useState<"text" | "voice">("text");
  const [voiceControls, setVoiceControls] = useState<HTMLElement | null>(null);
  const voiceAvailability = useVoiceAvailability();
  const session = useInterviewSession({ jobId, resumeSource });
  const transcript = useTranscriptActions(session, job);
  const isLive = session.state === "connecting" || session.state === "connected";
  const hasResume = Boolean(master?.text.trim() || job?.resume?.text.trim());
  // Leaving the view (Close, the sidebar, closing the tab) asks first while an interview is
  // live or its transcript unsaved: the shell's Leave / Stay question.
  useUnsavedChanges(isLive || transcript.isUnsaved);

  const header = (
    <SimulatorHeader
      jobId={jobId}
      onJobChange={props.onJobChange}
      state={session.state}
      elapsed={session.elapsed}
      isFullPage={props.isFullPage}
      onToggleFullPage={isLive && session.mode === "voice" ? undefined : props.onToggleFullPage}
      onClose={props.onClose}
    >
      {session.mode === "voice" && isLive && (
        <span ref={setVoiceControls} className="flex items-center gap-2" />
      )}
    </SimulatorHeader>
  );

  let body: React.ReactNode;
  if (!jobId) {
    body = (
      <EmptyState testId="simulator-select-job">
        <MessagesSquareIcon className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-lg font-medium">Select a Job to Start</p>
        <JobPicker value={null} onChange={props.onJobChange} />
      </EmptyState>
    );
  } else if (isJobLoading || isResumeLoading || !job) {
    body = (
      <EmptyState testId="simulator-loading-job">
        <Loader2Icon className="size-6 animate-spin text-muted-foreground" aria-hidden />
        <p className="text-muted-foreground">Loading job details...</p>
      </EmptyState>
    );
  } else if (!hasResume) {
    body = (
      <EmptyState testId="simulator-no-resume">
        <ResumeRequiredCard onClose={props.onClose} onUpload={props.onUploadResume} />
      </EmptyState>
    );
  } else {
    const mode = isLive || session.state === "ended" ? session.mode : chosenMode;
    const isVoiceBlocked = chosenMode === "voice" && !voiceAvailability.available;
    body = (
      <div className="flex min-h-0 flex-1 flex-col gap-3">
        <p className="text-sm text-muted-foreground" data-testid="simulator-job">
          {job.title}
          {job.company ? ` · ${job.company}` : ""}
        </p>
        <div className="flex flex-wrap items-start gap-3">
          <ModeSwitch
            mode={isLive ? session.mode : chosenMode}
            onChange={setChosenMode}
            disabled={isLive}
            voiceNote={voiceAvailability.isLoading ? undefined : voiceAvailability.message}
          />
          <ResumeSourcePicker value={resumeSource} onChange={setResumeSource} disabled={isLive} />
          {(isLive ? session.mode : chosenMode) === "voice" && (
            <VoicePicker value={voice} onChange={setVoice} disabled={isLive} />
          )}
        </div>
        {session.mode === "voice" && isLive && (
          <VoiceSession
            jobId={job.id}
            resumeSource={resumeSource}
            voice={voice}
            onEntry={session.addVoiceEntry}
            onStatus={session.voiceStatus}
            controlsTarget={voiceControls}
          />
        )}
        {session.messages.length > 0 || session.state !== "idle" ? (
          <MessageList messages={session.messages} isAwaiting={session.isAwaiting} />
        ) : (
          <EmptyState testId="simulator-ready">
            <p className="max-w-md text-sm text-muted-foreground">
              The interviewer has read this posting and your résumé. It asks one question at a time
              and follows up when an answer needs more.
            </p>
          </EmptyState>
        )}
        {session.state === "connected" && session.mode === "text" && (
          <MessageComposer onSend={session.send} isAwaiting={session.isAwaiting} />
        )}
        {session.state === "ended" && (
          <ScorecardSlot jobId={job.id} input={transcript.scorecardInput} />
        )}
        <SessionActions
          state={session.state}
          mode={mode}
          hasMessages={session.messages.length > 0}
          isSaving={transcript.isSaving}
          canStart={!isVoiceBlocked}
          onStart={() => void (chosenMode === "voice" ? session.startVoice() : session.startText())}
          onEnd={session.end}
          onSave={() => void transcript.save()}
          onDownload={transcript.download}
        />
      </div>
    );
  }

  return (
    <section
      className="flex h-full min-h-0 flex-col gap-3"
      aria-label="Interview Simulator"
      data-testid="interview-simulator"
    >
      {header}
      {body}
    </section>
  );
}
