import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
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

/**
 * The realtime voice proxy's upgrade path. It checks the session cookie before
 * accepting; the voice relay itself is not built yet, so a signed-in client is told so
 * in the Realtime API's own error-event shape and the socket is closed.
 */
export async function handleRealtimeUpgrade(
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
) {
  const userId = await sessionUserId({ headers: headersOf(request) }).catch(() => null);
  if (!userId) {
    socket.end("HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    return;
  }
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
