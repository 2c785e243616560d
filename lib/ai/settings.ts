/** Which model answers the AI tasks (DESIGN.md "AI layer"), read from the environment. */
export type AiSettings =
  | { provider: "openai"; apiKey: string; model: string }
  | { provider: "compatible"; baseURL: string; apiKey: string | undefined; model: string }
  | { provider: "local" };

export const DEFAULT_OPENAI_MODEL = "gpt-4.1-mini";
// Ollama's name for a small instruction model; any model the server has can be named.
export const DEFAULT_COMPATIBLE_MODEL = "llama3.2";

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

/**
 * An OpenAI-compatible base URL (Ollama, LM Studio, vLLM, LocalAI) wins over a plain
 * OpenAI key; with neither, the offline local engine writes everything.
 */
export function readAiSettings(env: Env = process.env): AiSettings {
  const apiKey = value(env, "OPENAI_API_KEY");
  const baseURL = value(env, "OPENAI_BASE_URL");
  if (baseURL) {
    return {
      provider: "compatible",
      baseURL,
      apiKey,
      model: value(env, "OPENAI_MODEL") ?? DEFAULT_COMPATIBLE_MODEL,
    };
  }
  if (apiKey) {
    return {
      provider: "openai",
      apiKey,
      model: value(env, "OPENAI_MODEL") ?? DEFAULT_OPENAI_MODEL,
    };
  }
  return { provider: "local" };
}
