import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { isAllowedHost, refusalMessage, requestedHost, type HostRules } from "./host-check";

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The 421's JSON body, or null when the request's host is one of ours. */
function refusal(rules: HostRules, request: IncomingMessage): string | null {
  const host = requestedHost(
    rules,
    request.headers.host,
    firstHeader(request.headers["x-forwarded-host"]),
  );
  return isAllowedHost(rules, host)
    ? null
    : JSON.stringify({ message: refusalMessage(rules, host) });
}

/**
 * Run by server.ts before anything else looks at a request: a host that is not ours
 * (lib/api/host-check.ts) gets 421 and no route runs. Returns true when it answered.
 */
export function refuseForeignHost(
  rules: HostRules,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  const body = refusal(rules, request);
  if (body === null) return false;
  response.writeHead(421, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(body);
  return true;
}

/** The same for a WebSocket upgrade: a raw 421, then the socket is closed. */
export function refuseForeignUpgrade(rules: HostRules, request: IncomingMessage, socket: Duplex) {
  const body = refusal(rules, request);
  if (body === null) return false;
  // Node stops watching an upgraded socket for errors: a reset here must not end the process.
  socket.on("error", () => socket.destroy());
  socket.end(
    "HTTP/1.1 421 Misdirected Request\r\n" +
      "Content-Type: application/json\r\n" +
      "Cache-Control: no-store\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
    () => socket.destroy(),
  );
  return true;
}
