"use client";
import { useMemo } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { AddQuestionsResult } from "@/lib/interview/types";
import { apiJson, HttpError } from "./fetcher";
import type { InsightConfig, InsightSession } from "./insight-types";
import { keys } from "./keys";

const BASE = "/api/interview-insight";

export const insightKeys = {
  config: `${BASE}/config`,
  sessions: (jobId: string | null) => (jobId ? `${BASE}?jobId=${encodeURIComponent(jobId)}` : BASE),
  session: (id: string) => `${BASE}/${id}`,
};

/** Every cached session list (all sessions, and each job's). */
const isSessionListKey = (key: unknown) =>
  typeof key === "string" && (key === BASE || key.startsWith(`${BASE}?`));

/** Sessions, most recently updated first; only those of one job when jobId is given. */
export function useInsightSessions(jobId: string | null) {
  const {
    data,
    error,
    isLoading,
    mutate: refresh,
  } = useSWR<InsightSession[]>(insightKeys.sessions(jobId));
  return { sessions: data ?? [], error, isLoading, refresh };
}

/** Whether a speech-to-text service is configured, and the settings that configure one. */
export function useInsightConfig() {
  const { data, error, isLoading } = useSWR<InsightConfig>(insightKeys.config);
  return { config: data ?? null, error, isLoading };
}

/** The sentence the server gave for a failure ({ message } or { error }), if any. */
export function serverSentence(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  // The body follows "status: " in the message; only a JSON body carries a sentence for people.
  const text = error.message.slice(`${error.status}:`.length).trim();
  if (!text.startsWith("{")) return null;
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const sentence = body.message ?? body.error;
    return typeof sentence === "string" && sentence.trim() ? sentence : null;
  } catch {
    return null;
  }
}

/** The writes of the screen, bound to the SWR cache the screen reads from. */
export function useInsightActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshSessions = () => mutate(isSessionListKey);
    return {
      /** Sends audio or a transcript; the answer is the new session (spec 2 §7). */
      async create(
        input: { audio: File } | { transcript: string },
        jobId: string | null,
      ): Promise<InsightSession> {
        const form = new FormData();
        if ("audio" in input) form.append("audio", input.audio, input.audio.name);
        else form.append("transcript", input.transcript);
        if (jobId) form.append("jobId", jobId);
        const session = await apiJson<InsightSession>("POST", BASE, form);
        await refreshSessions();
        return session;
      },
      async assign(id: string, jobId: string | null) {
        await apiJson("PATCH", insightKeys.session(id), { jobId });
        await refreshSessions();
      },
      async remove(id: string) {
        await apiJson("DELETE", insightKeys.session(id));
        await mutate(
          isSessionListKey,
          (sessions: InsightSession[] | undefined) =>
            sessions?.filter((session) => session.id !== id),
          { revalidate: true },
        );
      },
      /** Adds the questions the interviewer asked to the linked job's Q&A. */
      async addQuestions(id: string, jobId: string, questions: string[]) {
        const answer = await apiJson<AddQuestionsResult>(
          "POST",
          `${insightKeys.session(id)}/questions`,
          { questions },
        );
        await mutate(keys.job(jobId));
        return answer;
      },
    };
  }, [mutate]);
}
