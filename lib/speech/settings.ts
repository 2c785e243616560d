/** Which speech-to-text service transcribes uploaded audio, read from the environment. */
export type SpeechSettings = {
  provider: "openai" | "compatible";
  /** undefined: OpenAI's own API. */
  baseURL: string | undefined;
  apiKey: string;
  model: string;
  /** The setting a person should check when the service fails. */
  setting: "TRANSCRIPTION_BASE_URL" | "OPENAI_BASE_URL" | "OPENAI_API_KEY";
};

type Env = Record<string, string | undefined>;

export const DEFAULT_TRANSCRIPTION_MODEL = "whisper-1";
/** OpenAI's limit is 25 MB; one megabyte is kept back for the multipart envelope. */
export const TRANSCRIPTION_MAX_BYTES = 24 * 1024 * 1024;

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

/**
 * TRANSCRIPTION_BASE_URL (speaches, LocalAI, whisper.cpp's server) wins; then an
 * OPENAI_BASE_URL server, which may also serve /audio/transcriptions; then OpenAI with
 * OPENAI_API_KEY. With none, there is no speech service and only pasted transcripts work.
 */
export function readSpeechSettings(env: Env = process.env): SpeechSettings | null {
  const model = value(env, "TRANSCRIPTION_MODEL") ?? DEFAULT_TRANSCRIPTION_MODEL;
  const openAiKey = value(env, "OPENAI_API_KEY");
  const ownBase = value(env, "TRANSCRIPTION_BASE_URL");
  const sharedBase = value(env, "OPENAI_BASE_URL");
  const baseURL = ownBase ?? sharedBase;
  if (baseURL) {
    return {
      provider: "compatible",
      baseURL,
      // Most local servers need no key, but the SDK insists on one being present.
      apiKey: value(env, "TRANSCRIPTION_API_KEY") ?? openAiKey ?? "not-needed",
      model,
      setting: ownBase ? "TRANSCRIPTION_BASE_URL" : "OPENAI_BASE_URL",
    };
  }
  if (openAiKey)
    return {
      provider: "openai",
      baseURL: undefined,
      apiKey: openAiKey,
      model,
      setting: "OPENAI_API_KEY",
    };
  return null;
}

/** True when uploaded audio can be transcribed. */
export function speechConfigured(env: Env = process.env): boolean {
  return readSpeechSettings(env) !== null;
}
