import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface LocalServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** Every request path the server saw, in order. */
  requests: { path: string; host: string }[];
  /** TCP connections accepted, to prove what did and did not connect. */
  connections: () => number;
  close: () => Promise<void>;
}

/**
 * A throwaway HTTP server on 127.0.0.1 (port 0: the system picks a free one). Routes are
 * matched on the path without the query; unknown paths answer 404.
 */
export async function startLocalServer(routes: Record<string, Handler>): Promise<LocalServer> {
  const requests: LocalServer["requests"] = [];
  let connections = 0;
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    requests.push({ path: request.url ?? "/", host: request.headers.host ?? "" });
    const handler = routes[path];
    if (handler) handler(request, response);
    else response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: string, status = 200): Handler =>
  (_request, response) =>
    response.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(body);

export const json =
  (value: unknown, status = 200): Handler =>
  (_request, response) =>
    response
      .writeHead(status, { "content-type": "application/json; charset=utf-8" })
      .end(JSON.stringify(value));

export const redirect =
  (location: string, status = 302): Handler =>
  (_request, response) =>
    response.writeHead(status, { location }).end();
