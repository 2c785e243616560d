import type { IncomingMessage } from "node:http";
import { trustProxy } from "./client-address";

type Env = Record<string, string | undefined>;

export type HeaderReader = { headers: { get(name: string): string | null } };

/** A Node request's headers read as a fetch Request's are (server.ts, the voice relay). */
export function headerReader(request: IncomingMessage): HeaderReader {
  return {
    headers: {
      get(name: string) {
        const value = request.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(", ") : (value ?? null);
      },
    },
  };
}

function firstValue(value: string | null): string | undefined {
  return value?.split(",")[0]?.trim() || undefined;
}

function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.hostname ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The public URL people open the app at, as an origin: APP_ORIGIN, or NEXTAUTH_URL (its
 * older name); null when neither is set. An APP_ORIGIN that is not an http(s) URL throws,
 * so a typo stops start-up instead of leaving the Host check to its defaults.
 */
export function configuredOrigin(env: Env = process.env): string | null {
  const setting = env.APP_ORIGIN?.trim();
  if (setting) {
    const origin = httpOrigin(setting);
    if (!origin)
      throw new Error(
        `APP_ORIGIN must be the address people open, such as https://jobs.example.com (it is "${setting}").`,
      );
    return origin;
  }
  const alias = env.NEXTAUTH_URL?.trim();
  return alias ? httpOrigin(alias) : null;
}

/**
 * The app's own origin (scheme, host, port) as the browser sees it: NEXTAUTH_URL when
 * it pins one, otherwise the request's Host over http, or over https when a trusted
 * proxy says so. Forwarded headers count only with TRUST_PROXY.
 */
export function appOrigin(request: HeaderReader): string | null {
  const pinned = process.env.NEXTAUTH_URL;
  if (pinned) {
    try {
      return new URL(pinned).origin;
    } catch {
      // an unreadable setting falls back to the request
    }
  }
  const trusted = trustProxy();
  const forwardedHost = trusted ? firstValue(request.headers.get("x-forwarded-host")) : undefined;
  const host = forwardedHost ?? request.headers.get("host")?.trim();
  if (!host) return null;
  const forwardedProto = trusted ? firstValue(request.headers.get("x-forwarded-proto")) : undefined;
  const scheme = forwardedProto?.toLowerCase() === "https" ? "https" : "http";
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Whether the browser reached the app over https (directly pinned, or via a trusted proxy). */
export function isHttpsRequest(request: HeaderReader): boolean {
  return appOrigin(request)?.startsWith("https:") ?? false;
}
