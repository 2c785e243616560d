import http from "node:http";
import type { AddressInfo } from "node:net";
import { adzunaAnswer, joobleAnswerText, usajobsAnswer } from "./wire-fixtures-aggregators";
import { ashbyAnswer, greenhouseAnswer, leverAnswer, leverEuAnswer } from "./wire-fixtures-ats";
import {
  arbeitnowAnswer,
  remoteokAnswer,
  remotiveAnswer,
  themuseAnswer,
} from "./wire-fixtures-boards";
import { FAKE_KEYS, fakeSourcesEnv } from "./env";

export { FAKE_KEYS, fakeSourcesEnv, assertOnlyLoopbackSources } from "./env";

// One loopback server that plays every job source, each under its own path prefix
// (http://127.0.0.1:PORT/remotive/api/remote-jobs...), in the sources' real wire formats.
// `env` points the app at it: DISCOVER_SOURCES, every <SOURCE>_BASE_URL, keys and boards.

export const FAKE_SOURCE_NAMES = [
  "remotive",
  "arbeitnow",
  "themuse",
  "remoteok",
  "greenhouse",
  "lever",
  "ashby",
  "adzuna",
  "usajobs",
  "jooble",
] as const;
export type FakeSourceName = (typeof FAKE_SOURCE_NAMES)[number];

/** How a source misbehaves: junk, an HTML page, a 500, a body that stalls, 10 MB, or 404. */
export type HostileMode = "junk" | "html" | "status-500" | "slow" | "huge" | "not-found";

export interface FakeJobSourcesOptions {
  /** 0 (any free port) unless given; the e2e server uses 3191. */
  port?: number;
  /** DISCOVER_SOURCES; all ten by default. */
  sources?: readonly FakeSourceName[];
  modes?: Partial<Record<FakeSourceName, HostileMode>>;
  /** Replaces a source's JSON answer. */
  answers?: Partial<Record<FakeSourceName, unknown>>;
  /** DISCOVER_SOURCE_TIMEOUT_MS, so a stalled source fails fast in tests. */
  timeoutMs?: number;
  /** Delay before every answer, in ms. */
  delayMs?: number;
}

export interface FakeSourceRequest {
  source: string;
  method: string;
  path: string;
  query: Record<string, string[]>;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeJobSources {
  origin: string;
  env: Record<string, string>;
  requests: FakeSourceRequest[];
  close(): Promise<void>;
}

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
};

/** The answer a well-behaved source gives to this request (null: the path is unknown). */
function answer(
  source: string,
  path: string,
  url: URL,
  request: FakeSourceRequest,
  origin: string,
): { status: number; body: unknown } | null {
  const query = url.searchParams;
  switch (source) {
    case "remotive":
      return path === "/api/remote-jobs" ? { status: 200, body: remotiveAnswer } : null;
    case "remoteok":
      return path === "/api" ? { status: 200, body: remoteokAnswer } : null;
    case "arbeitnow":
      return path === "/api/job-board-api"
        ? {
            status: 200,
            body: arbeitnowAnswer(Number(query.get("page") ?? "1"), `${origin}/arbeitnow`),
          }
        : null;
    case "themuse":
      if (path !== "/api/public/jobs") return null;
      if (query.get("page") === null)
        return { status: 400, body: { code: 400, error: "page is required" } };
      return {
        status: 200,
        body:
          query.get("page") === "0"
            ? themuseAnswer
            : { ...themuseAnswer, page: Number(query.get("page")), results: [] },
      };
    case "greenhouse":
      if (path === "/v1/boards/acmeco/jobs") return { status: 200, body: greenhouseAnswer };
      return path.startsWith("/v1/boards/")
        ? { status: 404, body: { status: 404, error: "Job not found" } }
        : null;
    case "lever":
      if (path === "/v0/postings/acmeco") return { status: 200, body: leverAnswer };
      return path.startsWith("/v0/postings/")
        ? { status: 404, body: { ok: false, error: "Document not found" } }
        : null;
    case "lever-eu":
      if (path === "/v0/postings/eurocorp") return { status: 200, body: leverEuAnswer };
      return path.startsWith("/v0/postings/")
        ? { status: 404, body: { ok: false, error: "Document not found" } }
        : null;
    case "ashby":
      if (path === "/posting-api/job-board/acmeco") return { status: 200, body: ashbyAnswer };
      return path.startsWith("/posting-api/job-board/") ? { status: 404, body: {} } : null;
    case "adzuna": {
      if (!/^\/v1\/api\/jobs\/[a-z]{2}\/search\/\d+$/.test(path)) return null;
      if (
        query.get("app_id") !== FAKE_KEYS.ADZUNA_APP_ID ||
        query.get("app_key") !== FAKE_KEYS.ADZUNA_APP_KEY
      ) {
        return {
          status: 410,
          body: { exception: "AUTH_FAIL", display: "Authorisation failed", doc: "" },
        };
      }
      return {
        status: 200,
        body: path.endsWith("/1") ? adzunaAnswer : { ...adzunaAnswer, results: [] },
      };
    }
    case "usajobs":
      if (path !== "/api/search") return null;
      if (request.headers["authorization-key"] !== FAKE_KEYS.USAJOBS_API_KEY)
        return { status: 401, body: "" };
      return {
        status: 200,
        body:
          query.get("Page") === "1"
            ? usajobsAnswer
            : {
                ...usajobsAnswer,
                SearchResult: { ...usajobsAnswer.SearchResult, SearchResultItems: [] },
              },
      };
    case "jooble": {
      if (path !== `/api/${FAKE_KEYS.JOOBLE_API_KEY}`)
        return path.startsWith("/api/") ? { status: 403, body: "" } : null;
      if (request.method !== "POST") return { status: 405, body: "" };
      const page = Number((JSON.parse(request.body || "{}") as { page?: number }).page ?? 1);
      return { status: 200, body: page === 1 ? joobleAnswerText : { totalCount: 2, jobs: [] } };
    }
    default:
      return null;
  }
}

function misbehave(mode: HostileMode, response: http.ServerResponse) {
  switch (mode) {
    case "junk":
      return json(response, 200, "{not json at all");
    case "html":
      response.writeHead(200, { "content-type": "text/html" });
      return response.end("<!doctype html><html><body><h1>Just a moment...</h1></body></html>");
    case "status-500":
      return json(response, 500, { error: "Internal Server Error" });
    case "not-found":
      return json(response, 404, { error: "Not found" });
    case "slow":
      // Headers and the start of a body, then nothing until the client gives up.
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"jobs":[');
      return;
    case "huge": {
      response.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, "x");
      let sent = 0;
      const pump = () => {
        while (sent < 10 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once("drain", pump);
        }
        response.end();
      };
      response.on("close", () => (sent = Infinity));
      return pump();
    }
  }
}

export async function startFakeJobSources(
  options: FakeJobSourcesOptions = {},
): Promise<FakeJobSources> {
  const requests: FakeSourceRequest[] = [];
  let origin = "";
  const server = http.createServer(async (incoming, response) => {
    let body = "";
    for await (const chunk of incoming) body += chunk;
    const url = new URL(incoming.url ?? "/", origin);
    const [, source = "", ...rest] = url.pathname.split("/");
    const path = `/${rest.join("/")}`;
    const query: Record<string, string[]> = {};
    for (const [key, value] of url.searchParams) (query[key] ??= []).push(value);
    const request = {
      source,
      method: incoming.method ?? "GET",
      path,
      query,
      headers: incoming.headers,
      body,
    };
    requests.push(request);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const owner = (source === "lever-eu" ? "lever" : source) as FakeSourceName;
    const mode = options.modes?.[owner];
    if (mode) return misbehave(mode, response);
    const replaced = options.answers?.[owner];
    if (replaced !== undefined) return json(response, 200, replaced);
    const found = answer(source, path, url, request, origin);
    if (!found)
      return json(response, 404, { error: `The fake sources do not serve ${url.pathname}` });
    return json(response, found.status, found.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const env = fakeSourcesEnv(origin, options.sources ?? FAKE_SOURCE_NAMES);
  if (options.timeoutMs) env.DISCOVER_SOURCE_TIMEOUT_MS = String(options.timeoutMs);

  return {
    origin,
    env,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
