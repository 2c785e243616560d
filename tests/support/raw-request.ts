import http from "node:http";

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

type RawRequest = {
  port: number;
  /** Sent as the Host header as is, whatever the connection's address. */
  host: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Ask for a WebSocket: the answer is the refusal, or the 101 (whose socket is closed). */
  isUpgrade?: boolean;
};

const WEBSOCKET_HEADERS = {
  Connection: "Upgrade",
  Upgrade: "websocket",
  "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
  "Sec-WebSocket-Version": "13",
};

/**
 * One request to a loopback server with a Host header of the test's choosing (fetch and
 * Playwright's request set their own), for the DNS-rebinding checks.
 */
export function rawRequest(options: RawRequest): Promise<RawAnswer> {
  const headers = {
    ...(options.isUpgrade ? WEBSOCKET_HEADERS : {}),
    ...options.headers,
    Host: options.host,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: options.port,
        path: options.path,
        method: options.method ?? "GET",
        headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("upgrade", (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body: "" });
    });
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`No answer to ${options.path}`)));
    request.end(options.body);
  });
}
