import { loadEnvConfig } from "@next/env";
import { configuredOrigin } from "./api/app-origin";
import { authSecret } from "./auth/secret";

// Settings from .env.example; a line left empty there means "not set".
const SETTINGS = [
  "PORT",
  "HOST",
  "TRUST_PROXY",
  "APP_ORIGIN",
  "REGISTRATION",
  "DATA_DIR",
  "DATABASE_URL",
  "DATABASE_POOL_SIZE",
  "NEXTAUTH_SECRET",
  "NEXTAUTH_URL",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "OPENAI_MODEL",
];

/** Loads .env files, then drops empty settings (next-auth, for one, fails on an empty URL). */
export function loadSettings(dev = false) {
  loadEnvConfig(process.cwd(), dev, { info: () => undefined, error: console.error });
  for (const name of SETTINGS) {
    if (process.env[name] === "") delete process.env[name];
  }
}

/**
 * APP_ORIGIN is the public URL; next-auth and appOrigin() read it as NEXTAUTH_URL, the
 * older name, which still works alone. Both set to different addresses is a mistake
 * worth stopping for, as is an APP_ORIGIN that is not a URL (configuredOrigin throws).
 */
export function pinAppOrigin(env: Record<string, string | undefined>) {
  const origin = configuredOrigin(env);
  if (!origin || !env.APP_ORIGIN) return;
  if (!env.NEXTAUTH_URL) env.NEXTAUTH_URL = origin;
  else if (configuredOrigin({ NEXTAUTH_URL: env.NEXTAUTH_URL }) !== origin)
    throw new Error(
      `APP_ORIGIN (${origin}) and NEXTAUTH_URL (${env.NEXTAUTH_URL}) name different addresses; set only APP_ORIGIN.`,
    );
}

/**
 * Settings the app needs before Next starts, filled in so that a fresh machine needs
 * no .env: the session secret (generated once, kept in the data folder) and next-auth's
 * origin, taken from the request's Host unless APP_ORIGIN pins it.
 */
export function prepareRuntimeEnv(dev = false) {
  loadSettings(dev);
  pinAppOrigin(process.env);
  process.env.NEXTAUTH_SECRET = authSecret();
  if (!process.env.NEXTAUTH_URL) process.env.AUTH_TRUST_HOST ??= "true";
}
