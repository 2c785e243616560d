"use client";
import useSWR from "swr";

export type VoiceAvailability = { available: boolean; message?: string };

export const VOICE_AVAILABILITY_KEY = "/api/interview-simulator/voice";

/** Whether the server can run voice interviews, and if not the one line saying what to set. */
export function useVoiceAvailability() {
  const { data, error, isLoading } = useSWR<VoiceAvailability>(VOICE_AVAILABILITY_KEY);
  return { availability: data ?? null, error, isLoading };
}
