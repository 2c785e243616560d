"use client";
import { throwIfNotOk } from "./fetcher";

/** An answer of POST /api/interview-assist (spec 3 §7.2). */
export type AssistResult = {
  ignored: boolean;
  transcript: string;
  message: string | null;
  answer: string;
  keyPoints: string[];
  followUp: string | null;
  model: string;
};

export type ContextFile = {
  vectorStoreId: string;
  fileId: string;
  filename: string;
  bytes: number;
  createdAt: string;
};

type StreamLine = { transcript?: string; delta?: string; result?: AssistResult; error?: string };

/**
 * Asks for a suggestion. The local engine answers JSON at once; a model streams NDJSON
 * (the transcript, the reply as it is written, then every field), passed to onProgress.
 */
export async function requestAssist(
  form: FormData,
  onProgress: (partial: { transcript?: string; answer?: string }) => void,
): Promise<AssistResult> {
  const response = await throwIfNotOk(
    await fetch("/api/interview-assist", {
      method: "POST",
      body: form,
      credentials: "same-origin",
    }),
  );
  if (!response.headers.get("content-type")?.includes("ndjson")) return response.json();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let pending = "";
  let answer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += value;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as StreamLine;
      if (event.error) throw new Error(event.error);
      if (event.result) return event.result;
      if (event.transcript !== undefined) onProgress({ transcript: event.transcript });
      if (event.delta) onProgress({ answer: (answer += event.delta) });
    }
  }
  throw new Error("Interview Assist did not return a suggestion.");
}

export async function uploadContextFile(
  file: File,
  previous: ContextFile | null,
): Promise<ContextFile> {
  const form = new FormData();
  form.set("context", file);
  if (previous) {
    form.set("previousVectorStoreId", previous.vectorStoreId);
    form.set("previousFileId", previous.fileId);
  }
  const response = await fetch("/api/interview-assist/context-file", {
    method: "POST",
    body: form,
    credentials: "same-origin",
  });
  return (await throwIfNotOk(response)).json();
}

export async function removeContextFile(file: ContextFile): Promise<void> {
  const query = new URLSearchParams();
  if (file.vectorStoreId) query.set("vectorStoreId", file.vectorStoreId);
  if (file.fileId) query.set("fileId", file.fileId);
  await throwIfNotOk(
    await fetch(`/api/interview-assist/context-file?${query}`, {
      method: "DELETE",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
    }),
  );
}
