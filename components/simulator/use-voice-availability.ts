"use client";
import useSWR from "swr";

export type VoiceAvailability = { available: boolean; message?: string };

const NOT_CONFIGURED =
  "Voice interviews need OPENAI_API_KEY (or OPENAI_REALTIME_URL) set on the server.";

/** Whether the server can relay a realtime voice interview (GET /api/interview-simulator/voice). */
export function useVoiceAvailability(): VoiceAvailability & { isLoading: boolean } {
  const { data, error, isLoading } = useSWR<VoiceAvailability>("/api/interview-simulator/voice");
  if (isLoading) return { available: false, isLoading: true };
  if (error || !data) return { available: false, message: NOT_CONFIGURED, isLoading: false };
  return {
    ...data,
    message: data.available ? undefined : (data.message ?? NOT_CONFIGURED),
    isLoading: false,
  };
}
