import type { IncomingMessage } from "node:http";
import { trustProxy } from "./client-address";

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
