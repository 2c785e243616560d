import type { IncomingMessage } from "node:http";

/**
 * The header server.ts sets on every request to the address of the peer it came from
 * (or, behind a trusted proxy, the address that proxy saw). A value the client sent
 * under this name is overwritten, so code after server.ts can rely on it.
 */
export const CLIENT_ADDRESS_HEADER = "x-shortlist-client";

const FORWARDED = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "forwarded"];

/** TRUST_PROXY=1 (or true) says one reverse proxy sits in front and its X-Forwarded-* headers are true. */
export function trustProxy(): boolean {
  return /^(1|true|yes)$/i.test(process.env.TRUST_PROXY?.trim() ?? "");
}

/**
 * Run by server.ts before Next sees a request: forwarded headers are dropped unless a
 * proxy is trusted, and the client's address is stamped. Behind a trusted proxy the
 * last X-Forwarded-For entry is the one that proxy added; earlier ones are the
 * client's own claims.
 */
export function stampClientAddress(request: IncomingMessage) {
  const peer = request.socket.remoteAddress ?? "unknown";
  if (!trustProxy()) {
    for (const name of FORWARDED) delete request.headers[name];
    request.headers[CLIENT_ADDRESS_HEADER] = peer;
    return;
  }
  const forwarded = String(request.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  request.headers[CLIENT_ADDRESS_HEADER] = forwarded.at(-1) ?? peer;
}

/** The client's address as server.ts stamped it ("unknown" when the request did not pass through it). */
export function clientAddress(request: { headers: { get(name: string): string | null } }): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}
