export type VoiceName = "alloy" | "ballad" | "verse";
export type VoiceStatus = "connecting" | "connected" | "disconnected" | "error";
export type VoiceEntry = { role: "user" | "interviewer"; text: string; at: number };
export type ResumeSource = "auto" | "tailored" | "master";

export const VOICES: { value: VoiceName; label: string }[] = [
  { value: "alloy", label: "Alloy" },
  { value: "ballad", label: "Ballad" },
  { value: "verse", label: "Verse" },
];
export const DEFAULT_VOICE: VoiceName = "ballad";

/** The client's session settings, exactly as spec 3 §7.1 and §9 list them (beta shape). */
export function sessionUpdate(voice: VoiceName) {
  return {
    type: "session.update",
    session: {
      modalities: ["text", "audio"],
      voice,
      input_audio_format: "pcm16",
      output_audio_format: "pcm16",
      input_audio_transcription: { model: "whisper-1" },
      turn_detection: {
        type: "server_vad",
        threshold: 0.5,
        prefix_padding_ms: 300,
        silence_duration_ms: 3000,
      },
      temperature: 1,
      max_response_output_tokens: 2000,
    },
  };
}

export const GREETING_DELAY_MS = 1000;

export const VOICE_MESSAGES = {
  connection: "Connection error. Please check your internet connection and try again.",
  microphone: "Failed to access microphone. Please check your permissions and try again.",
  recording: "Failed to start audio recording...",
  start: "Failed to start interview. Please try again.",
  interviewerSpeaking: "Please wait - interviewer is speaking",
} as const;

// §8.1: these come and go in a normal session and are not worth an alert.
const IGNORED_ERRORS = [/active response/i, /buffer too small/i, /expected at least 100ms/i];

/** The alert for a server error event, or null when §8.1 says to ignore it. */
export function apiErrorMessage(event: { error?: { message?: unknown } }): string | null {
  const message = typeof event.error?.message === "string" ? event.error.message : "Unknown error";
  if (IGNORED_ERRORS.some((pattern) => pattern.test(message))) return null;
  return `API Error: ${message}`;
}

/** What the user is told when the socket closes without them ending the interview (§8.1). */
export function closeMessage(code: number, reason: string): string {
  switch (code) {
    case 1005:
      return "Connection closed unexpectedly. This can be an audio format problem or a rate limit.";
    case 1006:
      return "Connection lost abnormally. Please check your internet connection and try again.";
    case 1011:
      return `Server error${reason ? `: ${reason}` : ""}. Please try again.`;
    default:
      return `Connection lost: ${reason || `code ${code}`}`;
  }
}

/** The socket URL on this page's host (wss on https, spec 3 §7.1). */
export function realtimeUrl(
  location: { protocol: string; host: string },
  query: Record<string, string>,
) {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}/api/realtime-proxy?${new URLSearchParams(query)}`;
}
