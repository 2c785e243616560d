import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import { appOrigin } from "../api/app-origin";
import { sessionUserId } from "../auth/session";

export const REALTIME_PATH = "/api/realtime-proxy";

const sockets = new WebSocketServer({ noServer: true });

function headersOf(request: IncomingMessage) {
  return {
    get: (name: string) => {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : (value ?? null);
    },
  };
}

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The realtime voice proxy's upgrade path. The session cookie must be valid (401), and
 * since browsers let any page open a WebSocket with our cookies, the Origin must be the
 * app's own (403 otherwise, a missing or "null" one included). The voice relay itself
 * is not built yet, so a signed-in client is told so in the Realtime API's own
 * error-event shape and the socket is closed.
 */
export async function handleRealtimeUpgrade(
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
) {
  const headers = headersOf(request);
  const userId = await sessionUserId({ headers }).catch(() => null);
  if (!userId) return refuse(socket, "401 Unauthorized");
  const origin = headers.get("origin");
  if (!origin || origin !== appOrigin({ headers })) return refuse(socket, "403 Forbidden");
  sockets.handleUpgrade(request, socket, head, (ws) => {
    ws.send(
      JSON.stringify({
        type: "error",
        error: { type: "not_available", message: "Realtime voice is not available yet." },
      }),
    );
    ws.close(1013, "Realtime voice is not available yet");
  });
}
