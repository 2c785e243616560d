"use client";
import { useCallback, useState } from "react";
import { serverSentence, useInsightActions } from "@/lib/client/insight";
import type { InsightSession } from "@/lib/client/insight-types";
import { toast, toastError } from "@/lib/client/toast-store";

// Spec 2 §8: the toast shown while audio is processed lasts 10 seconds.
const PROCESSING_TOAST_MS = 10_000;

/** Sends audio or a pasted transcript and says how it went; one at a time. */
export function useProcessInterview(jobId: string | null) {
  const [isProcessing, setProcessing] = useState(false);
  const actions = useInsightActions();

  const process = useCallback(
    async (input: { audio: File } | { transcript: string }): Promise<InsightSession | null> => {
      setProcessing(true);
      if ("audio" in input) {
        toast({
          title: "Processing interview",
          description: "Transcribing the audio and writing your notes. This can take a minute.",
          durationMs: PROCESSING_TOAST_MS,
        });
      }
      try {
        const session = await actions.create(input, jobId);
        toast({ title: "Interview processed", description: "Your notes are ready below." });
        return session;
      } catch (error) {
        toastError(serverSentence(error) ?? "Failed to process interview");
        return null;
      } finally {
        setProcessing(false);
      }
    },
    [actions, jobId],
  );

  return { isProcessing, process };
}
