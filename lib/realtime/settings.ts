/** Where the realtime relay connects and how long a voice session may run, from the environment. */
export const DEFAULT_REALTIME_URL = "wss://api.openai.com/v1/realtime";
export const DEFAULT_REALTIME_MODEL = "gpt-realtime";

export const VOICE_NOT_CONFIGURED =
  "Voice needs OPENAI_API_KEY (or OPENAI_REALTIME_URL for your own realtime server) set on the server; Text Chat works without it.";

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

function seconds(env: Env, name: string, fallback: number) {
  const parsed = Number(value(env, name));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export type RealtimeSettings = {
  /** The upstream base URL, without its query (model or intent are added per session). */
  url: string;
  model: string;
  apiKey: string | undefined;
  /** Whether voice can run at all: a key for OpenAI, or a URL of one's own server. */
  available: boolean;
  maxSessionMs: number;
  idleTimeoutMs: number;
};

/**
 * OPENAI_REALTIME_URL points the relay at another Realtime GA server (a self-hosted one, or
 * a loopback fake in tests); the key is the server's OPENAI_REALTIME_API_KEY or
 * OPENAI_API_KEY and never leaves it.
 */
export function readRealtimeSettings(env: Env = process.env): RealtimeSettings {
  const customUrl = value(env, "OPENAI_REALTIME_URL");
  // A realtime server of one's own may take its own key; OpenAI's is the usual one.
  const apiKey = value(env, "OPENAI_REALTIME_API_KEY") ?? value(env, "OPENAI_API_KEY");
  return {
    url: customUrl ?? DEFAULT_REALTIME_URL,
    model: value(env, "OPENAI_REALTIME_MODEL") ?? DEFAULT_REALTIME_MODEL,
    apiKey,
    available: Boolean(customUrl || apiKey),
    maxSessionMs: seconds(env, "REALTIME_MAX_SESSION_SECONDS", 30 * 60) * 1000,
    idleTimeoutMs: seconds(env, "REALTIME_IDLE_TIMEOUT_SECONDS", 5 * 60) * 1000,
  };
}

export type RealtimeIntent = "conversation" | "transcription";

/** The upstream URL for one session: `?model=` for a conversation, `?intent=` for transcription. */
export function upstreamUrl(settings: RealtimeSettings, intent: RealtimeIntent): string {
  const url = new URL(settings.url);
  url.search = "";
  if (intent === "transcription") url.searchParams.set("intent", "transcription");
  else url.searchParams.set("model", settings.model);
  return url.toString();
}
