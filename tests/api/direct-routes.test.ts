import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { matchDirectRead, serveDirectRead } from "@/lib/api/direct-routes";
import { PRECOMPRESSED_HEADER } from "@/lib/api/precompressed";

describe("which requests are answered without Next's router", () => {
  it.each([
    ["/api/auth/user", "app/api/auth/user/route.js", {}],
    ["/api/jobs", "app/api/jobs/route.js", {}],
    ["/api/jobs?limit=20&cursor=abc", "app/api/jobs/route.js", {}],
    ["/api/jobs/cmabc123", "app/api/jobs/[id]/route.js", { id: "cmabc123" }],
    ["/api/jobs/a%20b", "app/api/jobs/[id]/route.js", { id: "a b" }],
    ["/api/master-resume", "app/api/master-resume/route.js", {}],
    ["/api/professional-snapshot", "app/api/professional-snapshot/route.js", {}],
  ])("GET %s", (url, file, params) => {
    expect(matchDirectRead("GET", url)).toEqual({ file, params });
  });

  it.each([
    ["POST", "/api/jobs"],
    ["PATCH", "/api/jobs/cmabc123"],
    ["HEAD", "/api/jobs"],
    ["GET", "/api/jobs/cmabc123/versions"],
    ["GET", "/api/jobs/"],
    ["GET", "/api/jobsx"],
    ["GET", "/api/auth/session"],
    ["GET", "/api/master-resume/"],
    ["GET", "/api/jobs/%E0%A4%A"],
    ["GET", "/"],
  ])("not %s %s", (method, url) => {
    expect(matchDirectRead(method, url)).toBeNull();
  });
});

// A stand-in for `next build`'s output: each route file exports a routeModule whose
// userland is there only once ensureUserland() has run, as Next's own are.
const ROUTES: Record<string, string> = {
  "app/api/jobs/route.js": `
    let loaded = false;
    exports.routeModule = {
      async ensureUserland() { loaded = true; },
      get userland() {
        if (!loaded) throw new Error("The lazy module is still loading.");
        return { GET: async (request, context) => {
          const url = new URL(request.url);
          if (url.searchParams.get("fail")) throw new Error("the handler broke");
          const size = Number(url.searchParams.get("size") || 10);
          const headers = new Headers({ "content-type": "application/json", "cache-control": "private, no-store" });
          headers.append("set-cookie", "a=1; Path=/");
          headers.append("set-cookie", "b=2; Path=/");
          return new Response(JSON.stringify({
            url: request.url,
            cookie: request.headers.get("cookie"),
            params: await context.params,
            padding: "x".repeat(size),
          }), { status: 203, headers });
        } };
      },
    };`,
  "app/api/master-resume/route.js": `
    exports.routeModule = { async ensureUserland() {}, userland: {
      GET: async () => new Response(globalThis.__precompressed, {
        headers: { "content-type": "application/json", "${PRECOMPRESSED_HEADER}": "gzip" },
      }),
    } };`,
  // A build whose shape this server does not know.
  "app/api/professional-snapshot/route.js": `exports.handler = () => null;`,
};

let distDir = "";
let server: http.Server;
let base = "";
const reachedNext: string[] = [];

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "direct-routes-"));
  for (const [file, source] of Object.entries(ROUTES)) {
    fs.mkdirSync(path.dirname(path.join(distDir, "server", file)), { recursive: true });
    fs.writeFileSync(path.join(distDir, "server", file), source);
  }
  server = http.createServer((request, response) => {
    const next = () => {
      reachedNext.push(request.url ?? "");
      response.end("answered by Next");
    };
    const read = matchDirectRead(request.method, request.url ?? "");
    if (!read) return next();
    serveDirectRead(read, request, response, { distDir, next });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** A GET with Node's http (fetch would decode gzip and hide Content-Encoding). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${url}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject);
    },
  );
}

describe("a read answered by its built handler", () => {
  it("gets the request's URL, query and headers, and answers its status, headers and cookies", async () => {
    const response = await get("/api/jobs?size=10", { cookie: "session=abc" });
    expect(response.status).toBe(203);
    expect(response.headers["content-type"]).toBe("application/json");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    const body = JSON.parse(response.body.toString("utf8"));
    expect(body).toMatchObject({ cookie: "session=abc", params: {} });
    expect(new URL(body.url).pathname + new URL(body.url).search).toBe("/api/jobs?size=10");
    expect(reachedNext).toEqual([]);
  });

  it("gzips an answer of a kilobyte or more for a client that accepts gzip, and only then", async () => {
    const large = await get("/api/jobs?size=5000", { "accept-encoding": "gzip, br" });
    expect(large.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(large.body).toString("utf8")).padding).toHaveLength(5000);
    const small = await get("/api/jobs?size=10", { "accept-encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    const plain = await get("/api/jobs?size=5000");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString("utf8")).padding).toHaveLength(5000);
  });

  it("sends a body the handler gzipped itself as it is, named by Content-Encoding", async () => {
    const json = JSON.stringify({ text: "y".repeat(3000) });
    (globalThis as { __precompressed?: Uint8Array }).__precompressed = new Uint8Array(
      gzipSync(json),
    );
    const response = await get("/api/master-resume", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers[PRECOMPRESSED_HEADER]).toBeUndefined();
    expect(gunzipSync(response.body).toString("utf8")).toBe(json);
  });

  it("leaves the request to Next when the built route cannot be loaded or its handler fails", async () => {
    reachedNext.length = 0;
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await get("/api/professional-snapshot")).body.toString()).toBe("answered by Next");
      expect((await get("/api/auth/user")).body.toString()).toBe("answered by Next");
      expect((await get("/api/jobs?fail=1")).body.toString()).toBe("answered by Next");
      expect(reachedNext).toEqual([
        "/api/professional-snapshot",
        "/api/auth/user",
        "/api/jobs?fail=1",
      ]);
      expect(errors).toHaveBeenCalledTimes(3);
    } finally {
      errors.mockRestore();
    }
  });
});
