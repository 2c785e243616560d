import type { AiSettings } from "./settings";

/**
 * Which engine writes the texts, as the Settings screen shows it (GET /api/ai/status).
 * Never the key: a person sees the model and where it runs, not how it is reached.
 */
export type AiEngineStatus =
  | { engine: "local"; model: null; host: null }
  | { engine: "openai" | "compatible"; model: string; host: string };

/** POST /api/ai/status: the model answered a one-line request in `ms`. */
export type ConnectionTestResult = { ok: true; ms: number };

export const OPENAI_HOST = "https://api.openai.com/v1";

/**
 * The base URL without what it may carry that is not an address: user and password,
 * query (some proxies take a key there) and fragment.
 */
export function displayHost(baseURL: string): string {
  const url = httpUrl(baseURL);
  if (!url) return baseURL.replace(/^([^/]*\/\/)?[^/@]*@/, "$1").replace(/[?#].*$/, "");
  return `${url.origin}${url.pathname.replace(/\/$/, "")}`;
}

/** The base URL if it is an http or https address (anything else cannot be reached). */
export function httpUrl(baseURL: string): URL | null {
  try {
    const url = new URL(baseURL);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

export function engineStatus(settings: AiSettings): AiEngineStatus {
  switch (settings.provider) {
    case "local":
      return { engine: "local", model: null, host: null };
    case "openai":
      return { engine: "openai", model: settings.model, host: OPENAI_HOST };
    case "compatible":
      return { engine: "compatible", model: settings.model, host: displayHost(settings.baseURL) };
  }
}
