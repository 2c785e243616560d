import { loadEnvConfig } from "@next/env";
import { authSecret } from "./auth/secret";

// Settings from .env.example; a line left empty there means "not set".
const SETTINGS = [
  "PORT",
  "HOST",
  "TRUST_PROXY",
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
 * Settings the app needs before Next starts, filled in so that a fresh machine needs
 * no .env: the session secret (generated once, kept in the data folder) and next-auth's
 * origin, taken from the request's Host unless NEXTAUTH_URL pins it.
 */
export function prepareRuntimeEnv(dev = false) {
  loadSettings(dev);
  process.env.NEXTAUTH_SECRET = authSecret();
  if (!process.env.NEXTAUTH_URL) process.env.AUTH_TRUST_HOST ??= "true";
}
