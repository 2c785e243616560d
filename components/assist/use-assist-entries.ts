"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { requestAssist } from "@/lib/client/assist";
import { HttpError } from "@/lib/client/fetcher";
import { toast } from "@/lib/client/toast-store";

/** One suggestion on the screen (spec 3 §3 "Assist entry"). */
export type AssistEntry = {
  id: string;
  createdAt: string;
  transcript: string;
  answer: string;
  keyPoints: string[];
  followUp: string | null;
  model: string | null;
  status: "processing" | "complete" | "ignored" | "error";
  source: "audio" | "text";
  audioBytes: number | null;
  error: string | null;
  message: string | null;
};

const HISTORY_PAIRS = 5;
const FAILED = "Failed to generate interview assist response.";

/** Suggestions, newest first, and the request that fills one in. */
export function useAssistEntries(context: {
  jobId: string | null;
  contextVectorStoreId: string | null;
}) {
  const [entries, setEntries] = useState<AssistEntry[]>([]);
  const latest = useRef(entries);
  useEffect(() => {
    latest.current = entries;
  }, [entries]);

  const update = (id: string, change: Partial<AssistEntry>) =>
    setEntries((all) => all.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));

  const ask = useCallback(
    async (input: { text: string } | { audio: Blob }): Promise<boolean> => {
      const id = crypto.randomUUID();
      const isAudio = "audio" in input;
      setEntries((all) => [
        {
          id,
          createdAt: new Date().toISOString(),
          transcript: isAudio ? "" : input.text,
          answer: "",
          keyPoints: [],
          followUp: null,
          model: null,
          status: "processing",
          source: isAudio ? "audio" : "text",
          audioBytes: isAudio ? input.audio.size : null,
          error: null,
          message: null,
        },
        ...all,
      ]);
      const form = new FormData();
      if (isAudio) {
        form.set("audio", input.audio, "capture.webm");
        form.set("source", "audio");
      } else {
        form.set("text", input.text);
        form.set("source", "text");
      }
      if (context.jobId) form.set("jobId", context.jobId);
      if (context.contextVectorStoreId)
        form.set("contextVectorStoreId", context.contextVectorStoreId);
      const history = latest.current
        .filter((entry) => entry.status === "complete")
        .slice(0, HISTORY_PAIRS)
        .reverse()
        .map((entry) => ({ interviewer: entry.transcript, assistant: entry.answer }));
      form.set("history", JSON.stringify(history));
      try {
        const result = await requestAssist(form, (partial) => update(id, partial));
        if (result.ignored) {
          update(id, { status: "ignored", message: result.message, transcript: result.transcript });
        } else if (!result.answer.trim()) {
          throw new Error("Interview Assist did not return a suggestion.");
        } else {
          update(id, { ...result, status: "complete", message: null });
        }
        return true;
      } catch (error) {
        const message =
          error instanceof HttpError
            ? error.serverMessage
            : error instanceof Error
              ? error.message
              : FAILED;
        update(id, { status: "error", error: message || FAILED });
        toast({
          title: "Interview Assist failed",
          description: message || FAILED,
          variant: "destructive",
        });
        return false;
      }
    },
    [context.jobId, context.contextVectorStoreId],
  );

  return { entries, ask, clear: () => setEntries([]) };
}
