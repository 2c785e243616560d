import "server-only";
import { readFile, stat } from "node:fs/promises";
import { createOpenAI } from "@ai-sdk/openai";
import { experimental_transcribe as transcribe } from "ai";
import { ApiError } from "../api/errors";
import { describeError, isAbortError } from "../ai/model-error";
import { readSpeechSettings, TRANSCRIPTION_MAX_BYTES, type SpeechSettings } from "./settings";

export type Transcription = { text: string; durationSeconds: number | null };

const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;

function timeoutMs(): number {
  const configured = Number(process.env.TRANSCRIPTION_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_TIMEOUT_MS;
}

function failure(settings: SpeechSettings, what: string): ApiError {
  const where = settings.baseURL ? `the server at ${settings.setting}` : "OpenAI";
  return new ApiError(
    502,
    `The speech-to-text service ${what}. Check ${settings.setting}${settings.baseURL ? " and TRANSCRIPTION_MODEL" : ""} (${where}), or paste the transcript instead.`,
  );
}

/**
 * Transcribes an audio file of at most 24 MB with the configured service (OpenAI or any
 * server with an OpenAI-compatible /audio/transcriptions). A failure, a time-out or an
 * answer without text is a 502 naming the setting to check.
 */
export async function transcribeAudio(
  file: { path: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<Transcription> {
  const settings = readSpeechSettings();
  if (!settings) throw noSpeechService();
  const { size } = await stat(file.path);
  // Never sent: the service would refuse it after the whole upload anyway.
  if (size > TRANSCRIPTION_MAX_BYTES)
    throw ApiError.tooLarge("The audio is over the 24 MB transcription limit.");
  const audio = await readFile(file.path);
  const provider = createOpenAI({
    ...(settings.provider === "compatible" ? { name: "openai-compatible" } : {}),
    baseURL: settings.baseURL,
    apiKey: settings.apiKey,
  });
  const timeout = AbortSignal.timeout(timeoutMs());
  try {
    const result = await transcribe({
      model: provider.transcription(settings.model),
      audio,
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      maxRetries: 1,
    });
    const text = result.text.trim();
    if (!text) throw failure(settings, "returned an empty transcript");
    const seconds = result.durationInSeconds;
    return { text, durationSeconds: seconds && seconds > 0 ? Math.round(seconds) : null };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal?.aborted) throw error;
    console.error(`Transcription failed: ${describeError(error)}`);
    if (timeout.aborted || isAbortError(error)) throw failure(settings, "did not answer in time");
    const name = (error as { name?: string } | null)?.name ?? "";
    if (name.includes("NoTranscriptGenerated")) throw failure(settings, "returned no transcript");
    throw failure(settings, "did not answer with a transcript");
  }
}

export function noSpeechService(): ApiError {
  return new ApiError(
    503,
    "Audio needs a speech-to-text service, and none is set up. Set TRANSCRIPTION_BASE_URL (a Whisper-compatible server) or OPENAI_API_KEY, or paste the transcript instead.",
  );
}
