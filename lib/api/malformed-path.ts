import type { IncomingMessage, ServerResponse } from "node:http";

const decodes = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * An /api/ path whose percent-encoding does not decode (`/api/jobs/%ff%fe`) cannot name
 * anything, but Next answers it with an HTML 400 or a plain-text 500 before any route
 * runs. server.ts calls this first and the client gets the API's JSON 404 instead.
 * Returns true when it answered.
 */
export function answerMalformedApiPath(request: IncomingMessage, response: ServerResponse) {
  const path = (request.url ?? "").split("?")[0];
  if (!path.startsWith("/api/") || decodes(path)) return false;
  response.writeHead(404, { "content-type": "application/json" });
  response.end(
    JSON.stringify({ message: "There is no API endpoint at this address. Check the URL." }),
  );
  return true;
}
