"use client";
import { useState } from "react";
import { downloadTextFile, transcriptFileName } from "@/components/workbench/transcript-file";
import { isUnauthorized } from "@/lib/client/fetcher";
import { saveInterviewTranscript } from "@/lib/client/simulator";
import { toast, toastError } from "@/lib/client/toast-store";
import { transcriptText, transcriptTitle } from "@/lib/simulator/transcript-text";
import { SIMULATOR_ERRORS, type InterviewSession } from "./use-interview-session";

/** Save (POST /api/jobs/{id}/transcripts, spec 3 §4.2) and Download ('{title}-{date}.txt', §9). */
export function useTranscriptActions(
  session: InterviewSession,
  job: { id: string; title: string; company: string } | null,
) {
  const [isSaving, setSaving] = useState(false);
  const [savedCount, setSavedCount] = useState(0);
  const build = () => {
    const startedAt = session.startedAt ?? session.messages[0]?.timestamp ?? Date.now();
    return {
      startedAt,
      title: transcriptTitle(job ?? { title: "", company: "" }),
      content: transcriptText({
        job: job ?? { title: "", company: "" },
        startedAt,
        durationSeconds: session.elapsed,
        mode: session.mode,
        entries: session.messages.filter((m) => m.content.trim()),
      }),
    };
  };

  const save = async () => {
    if (!job || session.messages.length === 0) return;
    const { startedAt, title, content } = build();
    setSaving(true);
    try {
      await saveInterviewTranscript(job.id, {
        title,
        content,
        interviewMode: session.mode,
        duration: session.elapsed,
        interviewDate: new Date(startedAt).toISOString(),
      });
      setSavedCount(session.messages.length);
      toast({ title: "Saved!", description: "Interview transcript saved successfully" });
    } catch (error) {
      // A 401 is the shell's: the logged-out toast, then back to sign in.
      if (!isUnauthorized(error)) toastError(SIMULATOR_ERRORS.save);
    } finally {
      setSaving(false);
    }
  };

  const download = () => {
    if (session.messages.length === 0) return;
    const { startedAt, title, content } = build();
    downloadTextFile(transcriptFileName(title, new Date(startedAt).toISOString()), content);
  };

  const isUnsaved = session.messages.length > 0 && savedCount !== session.messages.length;
  /** What the scorecard reads: the same log that is saved and downloaded. */
  const scorecardInput = () => ({
    content: build().content,
    interviewMode: session.mode,
    duration: session.elapsed,
  });
  return { isSaving, isUnsaved, save, download, scorecardInput };
}
