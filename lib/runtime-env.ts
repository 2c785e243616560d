import { loadEnvConfig } from "@next/env";
import { authSecret } from "./auth/secret";

/**
 * Settings the app needs before Next starts, filled in so that a fresh machine needs
 * no .env: the session secret (generated once, kept in the data folder) and next-auth's
 * origin, taken from the request's Host unless NEXTAUTH_URL pins it.
 */
export function prepareRuntimeEnv(dev = false) {
  loadEnvConfig(process.cwd(), dev);
  process.env.NEXTAUTH_SECRET = authSecret();
  if (!process.env.NEXTAUTH_URL) process.env.AUTH_TRUST_HOST ??= "true";
}
