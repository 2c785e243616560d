import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { experimental_transcribe as transcribe, NoTranscriptGeneratedError } from "ai";
import { ApiError } from "../api/errors";
import { describeError, isAbortError } from "../ai/model-error";
import { readSpeechSettings } from "../speech";

// A captured snippet (at most 2 MB) transcribed in memory with lib/speech's service. Unlike
// an uploaded interview, silence is an answer here: empty text means "no speech in this
// segment" (the entry is ignored), not a failed transcription.
const SNIPPET_TIMEOUT_MS = 30_000;

export async function transcribeSnippet(audio: Blob, signal?: AbortSignal): Promise<string> {
  const settings = readSpeechSettings();
  if (!settings) {
    throw new ApiError(
      503,
      "Audio needs a speech-to-text service, and none is set up. Set TRANSCRIPTION_BASE_URL or OPENAI_API_KEY, or type the question instead.",
    );
  }
  const provider = createOpenAI({
    ...(settings.provider === "compatible" ? { name: "openai-compatible" } : {}),
    baseURL: settings.baseURL,
    apiKey: settings.apiKey,
  });
  const timeout = AbortSignal.timeout(SNIPPET_TIMEOUT_MS);
  try {
    const result = await transcribe({
      model: provider.transcription(settings.model),
      audio: new Uint8Array(await audio.arrayBuffer()),
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      maxRetries: 0,
    });
    return result.text.trim();
  } catch (error) {
    if (NoTranscriptGeneratedError.isInstance(error)) return "";
    if (signal?.aborted) throw error;
    console.error(`Interview Assist: transcription failed: ${describeError(error)}`);
    const what =
      timeout.aborted || isAbortError(error) ? "did not answer in time" : "did not answer";
    throw new ApiError(
      502,
      `The transcription service ${what} (check ${settings.setting}). Try again, or type the question.`,
    );
  }
}
