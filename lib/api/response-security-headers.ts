import type { IncomingMessage, ServerResponse } from "node:http";
import { appOrigin, headerReader } from "./app-origin";
import { newNonce, securityHeaders } from "./security-headers";

/**
 * server.ts sets the security headers on every answer before Next sees the request.
 * API routes skip proxy.ts (its adapter costs about 1.5 ms of CPU a request, a third of a
 * route's whole cost), so this is where their answers get them; for pages, proxy.ts sets
 * them again with the nonce Next puts on its scripts, and its values win.
 */
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse) {
  const headers = securityHeaders({
    nonce: newNonce(),
    origin: appOrigin(headerReader(request)),
    isDev: process.env.NODE_ENV === "development",
  });
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}
