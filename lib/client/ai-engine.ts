"use client";
import useSWR from "swr";
import type { AiEngineStatus, ConnectionTestResult } from "../ai/engine-status";
import { apiJson } from "./fetcher";
import { keys } from "./keys";

/** Which engine writes the texts: the offline engine, or a model and its host. */
export function useAiEngine(enabled = true) {
  const { data, error, isLoading, mutate } = useSWR<AiEngineStatus>(enabled ? keys.aiStatus : null);
  return { status: data ?? null, error, isLoading, refresh: mutate };
}

/** One short call to the configured model; a failure throws the server's message (HttpError). */
export const testAiConnection = () => apiJson<ConnectionTestResult>("POST", keys.aiStatus);
