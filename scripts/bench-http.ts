// One GET as a browser makes it, for the latency figures of `npm run bench`: a kept-alive
// connection and "Accept-Encoding: gzip". Node's fetch adds a client cost of its own on
// large bodies (its streaming decoder: about 5 ms at the median and 20 ms at p95 on the
// 430 KB job list), which is not the server's. The time is taken to the body's last byte,
// and the body is not decoded: decoding 430 KB in this process (and the garbage collections
// it brings in a bench process that also seeded the database) put up to 14 ms on the list's
// p95 (21.5 against 7.4 ms, 2026-12-07), a cost of the client's JavaScript that a browser's
// own decoder does not have.
import { Agent, request } from "node:http";

const sharedAgent = new Agent({ keepAlive: true, maxSockets: 1 });

/** A GET on a kept-alive connection asking for gzip: its status and the ms to its last byte. */
export function httpGet(
  url: string,
  cookie: string,
  agent: Agent = sharedAgent,
): Promise<{ status: number; ms: number }> {
  const { hostname, port, pathname, search } = new URL(url);
  const headers = { cookie, "accept-encoding": "gzip" };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path: pathname + search, agent, headers }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}
