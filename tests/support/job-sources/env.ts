import { BASE_URL_SETTINGS } from "../../../lib/discover/sources/base-urls";

// The app's environment for the fake sources at `origin`, and the check that an
// environment cannot send a search to a real source host. Plain data and functions, so
// playwright.config.ts can use them without loading the app.

export const FAKE_KEYS = {
  ADZUNA_APP_ID: "fake-adzuna-id",
  ADZUNA_APP_KEY: "fake-adzuna-key",
  USAJOBS_API_KEY: "fake-usajobs-key",
  USAJOBS_EMAIL: "tests@example.com",
  JOOBLE_API_KEY: "fake-jooble-key",
};

export const E2E_FAKE_SOURCES_ORIGIN = `http://127.0.0.1:${process.env.FAKE_SOURCES_PORT ?? 3191}`;

/** DISCOVER_SOURCES, every <SOURCE>_BASE_URL at `origin`, the keys and board names the fake serves. */
export function fakeSourcesEnv(
  origin: string = E2E_FAKE_SOURCES_ORIGIN,
  sources: readonly string[] = Object.keys(BASE_URL_SETTINGS),
): Record<string, string> {
  const env: Record<string, string> = {
    DISCOVER_SOURCES: sources.length ? sources.join(",") : "none",
    DISCOVER_GREENHOUSE_BOARDS: "acmeco",
    DISCOVER_LEVER_SITES: "acmeco,eu:eurocorp",
    DISCOVER_ASHBY_BOARDS: "acmeco",
    ADZUNA_COUNTRY: "gb",
    ...FAKE_KEYS,
  };
  for (const [source, settings] of Object.entries(BASE_URL_SETTINGS)) {
    for (const setting of settings) {
      env[setting] = `${origin}/${setting === "LEVER_EU_BASE_URL" ? "lever-eu" : source}`;
    }
  }
  return env;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

export function isLoopbackUrl(value: string): boolean {
  try {
    const host = new URL(value).hostname.toLowerCase();
    return LOOPBACK_HOSTS.has(host) || /^127(?:\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}

/**
 * Throws unless every source this environment enables points at loopback: DISCOVER_SOURCES
 * must be set (unset means all sources), and each named source's base URL settings must
 * be loopback URLs. A source added to the app later is covered by BASE_URL_SETTINGS.
 */
export function assertOnlyLoopbackSources(env: Record<string, string | undefined>) {
  const named = env.DISCOVER_SOURCES?.trim();
  if (!named) {
    throw new Error(
      'Test runs must set DISCOVER_SOURCES ("none" for no sources): unset, every real source is searched.',
    );
  }
  if (named.toLowerCase() === "none") return;
  for (const source of named
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())) {
    for (const setting of BASE_URL_SETTINGS[source] ?? []) {
      if (!isLoopbackUrl(env[setting] ?? "")) {
        throw new Error(
          `${setting} must point at a loopback fake in test runs (it is "${env[setting] ?? ""}").`,
        );
      }
    }
  }
}
