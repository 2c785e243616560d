import { isLoopbackHost, listenHost } from "../listen-host";

export type RegistrationPolicy = "open" | "closed" | "first-user";

export const REGISTRATION_CLOSED =
  "This server does not accept new accounts. Ask the person who runs it to let you in.";

/**
 * REGISTRATION=open|closed|first-user. Unset, a server only this machine can reach is
 * open, and one listening beyond it takes its first account and then no more, so that
 * exposing a personal instance does not let strangers sign up.
 */
export function registrationPolicy(
  env: Record<string, string | undefined> = process.env,
): RegistrationPolicy {
  const setting = env.REGISTRATION?.trim().toLowerCase();
  if (setting === "open" || setting === "closed" || setting === "first-user") return setting;
  return isLoopbackHost(listenHost(env)) ? "open" : "first-user";
}
