import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * How a route handler sends a body it has already gzipped. Next drops a handler's
 * Content-Encoding (it cannot tell a compressed body from one fetch decoded) and would
 * compress the body again; the handler names the encoding in this header instead, and
 * server.ts turns it into Content-Encoding as Next copies the headers over, so Next's own
 * compression sees the body as already encoded and passes it through.
 */
export const PRECOMPRESSED_HEADER = "x-shortlist-content-encoding";

/** Lets an API answer carry PRECOMPRESSED_HEADER as its Content-Encoding. */
export function passPrecompressed(request: IncomingMessage, response: ServerResponse): void {
  if (!request.url?.startsWith("/api/")) return;
  const setHeader = response.setHeader;
  response.setHeader = function (name, value) {
    const isPrecompressed = name.toLowerCase() === PRECOMPRESSED_HEADER;
    return setHeader.call(this, isPrecompressed ? "Content-Encoding" : name, value);
  };
}
