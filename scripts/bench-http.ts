// One GET as a browser makes it, for the latency figures of `npm run bench`: a kept-alive
// connection, "Accept-Encoding: gzip" sent and the body decoded. Node's fetch adds a
// client cost of its own on large bodies (its streaming decoder: about 5 ms at the median
// and 20 ms at p95 on the 430 KB job list), which is not the server's. The time is taken
// to the body's last byte, before the body is decoded: decoding 430 KB in this process (and
// the garbage collections it brings in a bench process that also seeded the database) put
// up to 14 ms on the list's p95 (21.5 against 7.4 ms, 2026-12-07), a cost of the client's
// JavaScript that a browser's own decoder does not have.
import { Agent, request } from "node:http";
import { gunzipSync } from "node:zlib";

const sharedAgent = new Agent({ keepAlive: true, maxSockets: 1 });

/** A GET on a kept-alive connection; with `gzip`, the body asked for gzipped and decoded. */
export function httpGet(
  url: string,
  cookie: string,
  { agent = sharedAgent, gzip = true }: { agent?: Agent; gzip?: boolean } = {},
): Promise<{ status: number; body: Buffer; ms: number }> {
  const { hostname, port, pathname, search } = new URL(url);
  const headers = gzip ? { cookie, "accept-encoding": "gzip" } : { cookie };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path: pathname + search, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const ms = performance.now() - started;
        const raw = Buffer.concat(chunks);
        const isGzip = response.headers["content-encoding"] === "gzip";
        resolve({ status: response.statusCode ?? 0, body: isGzip ? gunzipSync(raw) : raw, ms });
      });
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** A GET as a browser makes it. */
export const browserGet = (url: string, cookie: string) => httpGet(url, cookie);
