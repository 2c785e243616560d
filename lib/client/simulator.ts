"use client";
import { mutate } from "swr";
import type { ResumeSource } from "../simulator/chat-schema";
import type { Scorecard } from "../simulator/scorecard";
import type { Transcript } from "../types";
import { apiJson, JSON_HEADERS } from "./fetcher";
import { keys } from "./keys";
import { readTextStream } from "./stream-text";

export type ChatTurn = { role: "user" | "interviewer"; content: string };

/**
 * The interviewer's next turn (POST /api/chat), streamed: onText gets the reply so far
 * after each chunk; resolves with the whole reply.
 */
export async function requestInterviewerReply({
  jobId,
  resumeSource,
  messages,
  signal,
  onText,
}: {
  jobId: string;
  resumeSource: ResumeSource;
  messages: ChatTurn[];
  signal?: AbortSignal;
  onText: (textSoFar: string) => void;
}): Promise<string> {
  const response = await fetch("/api/chat", {
    method: "POST",
    credentials: "include",
    headers: JSON_HEADERS,
    body: JSON.stringify({ jobId, resumeSource, messages }),
    signal,
  });
  const text = await readTextStream(response, { signal, onText });
  if (!text.trim()) throw new Error("The interviewer sent an empty reply.");
  return text.trim();
}

export type TranscriptPayload = Omit<Transcript, "id">;

/**
 * Saves a transcript to the job (spec 3 §4.2) and puts it in the cached Saved Interviews
 * list: the Q&A tab is not mounted while the simulator shows, and a bare revalidation
 * would reach only mounted lists, leaving the old one to show when the tab comes back.
 */
export async function saveInterviewTranscript(jobId: string, payload: TranscriptPayload) {
  const saved = await apiJson<Transcript>("POST", keys.transcripts(jobId), payload);
  await mutate<Transcript[]>(
    keys.transcripts(jobId),
    (current) => [saved, ...(current ?? []).filter((item) => item.id !== saved.id)],
    { revalidate: false },
  );
  return saved;
}

export type ScorecardInput = { content: string; interviewMode: "text" | "voice"; duration: number };

/** The scorecard of the interview just ended (POST /api/jobs/{id}/scorecard). */
export async function fetchScorecard(jobId: string, input: ScorecardInput) {
  const { scorecard } = await apiJson<{ scorecard: Scorecard | null }>(
    "POST",
    `/api/jobs/${encodeURIComponent(jobId)}/scorecard`,
    input,
  );
  return scorecard;
}
