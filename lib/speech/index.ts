import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { experimental_transcribe as transcribe, NoTranscriptGeneratedError } from "ai";

// Audio transcription through OpenAI or an OpenAI-compatible server (DESIGN.md "AI layer").
// Interview Insight's branch owns this module; this is the same signature, kept minimal.

type Env = Record<string, string | undefined>;
const value = (env: Env, name: string) => env[name]?.trim() || undefined;

/** True when audio can be transcribed: an OpenAI key or a transcription server is set. */
export function speechConfigured(env: Env = process.env): boolean {
  return Boolean(value(env, "TRANSCRIPTION_BASE_URL") ?? value(env, "OPENAI_API_KEY"));
}

/** The text spoken in an audio file; throws when the service fails. */
export async function transcribeAudio(
  file: Blob,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ text: string }> {
  const baseURL = value(process.env, "TRANSCRIPTION_BASE_URL");
  const provider = createOpenAI({
    baseURL,
    apiKey: value(process.env, "OPENAI_API_KEY") ?? "not-needed",
  });
  const model = value(process.env, "TRANSCRIPTION_MODEL") ?? "whisper-1";
  try {
    const result = await transcribe({
      model: provider.transcription(model),
      audio: new Uint8Array(await file.arrayBuffer()),
      abortSignal: signal,
      maxRetries: 1,
    });
    return { text: result.text };
  } catch (error) {
    // An empty transcript is silence, not a failure.
    if (NoTranscriptGeneratedError.isInstance(error)) return { text: "" };
    throw error;
  }
}
