"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { toastGenerationError } from "@/lib/client/generate";
import { SINGLE_SLOW_HINT, useSlowHint } from "@/lib/client/slow-hint";
import { streamJobText, type JobTextKind } from "@/lib/client/stream-text";
import { toastSuccess } from "@/lib/client/toast-store";

const STREAM_TOASTS: Record<JobTextKind, { success: string; failure: string }> = {
  resume: {
    success: "Tailored résumé generated successfully",
    failure: "Failed to generate résumé",
  },
  "cover-letter": {
    success: "Cover letter generated successfully",
    failure: "Failed to generate cover letter",
  },
};

/**
 * The editable draft of a streamed text (spec 1 §4): generating clears it and streams into
 * it; a failure puts the previous text back with a toast; a newer request or Stop aborts the
 * one in flight silently. The draft follows the stored job while the user has not edited it.
 */
export function useStreamedDraft(jobId: string, kind: JobTextKind, storedText: string | undefined) {
  const stored = storedText ?? "";
  const [draft, setDraft] = useState(stored);
  const [isStreaming, setStreaming] = useState(false);
  // The stored text last seen, and the text the draft was last in step with: a draft that
  // still equals it has no edits of the user's own and may follow the stored job.
  const [seenStored, setSeenStored] = useState(stored);
  const [cleanText, setCleanText] = useState(stored);
  if (stored !== seenStored && !isStreaming) {
    setSeenStored(stored);
    setCleanText(stored);
    if (draft === cleanText) setDraft(stored);
  }

  const controllerRef = useRef<AbortController | null>(null);
  // The text from before the first of a run of requests, put back on failure or Stop.
  const previousRef = useRef("");
  useSlowHint(isStreaming, SINGLE_SLOW_HINT);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const generate = useCallback(async () => {
    if (controllerRef.current) controllerRef.current.abort();
    else previousRef.current = draft;
    const controller = new AbortController();
    controllerRef.current = controller;
    setStreaming(true);
    setDraft("");
    try {
      const text = await streamJobText(jobId, kind, {
        signal: controller.signal,
        onText: (textSoFar) => {
          if (!controller.signal.aborted) setDraft(textSoFar);
        },
      });
      if (controller.signal.aborted) return;
      setDraft(text);
      setCleanText(text);
      toastSuccess(STREAM_TOASTS[kind].success);
    } catch (error) {
      // Aborted by Stop, a newer request or unmounting: whoever aborted owns the draft now.
      if (controller.signal.aborted) return;
      setDraft(previousRef.current);
      toastGenerationError(error, STREAM_TOASTS[kind].failure);
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        setStreaming(false);
      }
    }
  }, [draft, jobId, kind]);

  const stop = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    controllerRef.current = null;
    controller.abort();
    setDraft(previousRef.current);
    setStreaming(false);
  }, []);

  return { draft, setDraft, isStreaming, generate, stop };
}
