import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PRECOMPRESSED_HEADER } from "./precompressed";

/*
 * The reads every opening of the dashboard and the workbench makes are answered by the
 * route handlers Next built, called straight from server.ts. Next's own pipeline around a
 * route handler (routing, its request and response adaptation, its async contexts) costs
 * about 2 ms of CPU a request, more than these handlers do; the answers are the same
 * (tests/e2e/direct-reads.spec.ts compares them with Next's). Only GETs of these paths
 * come here: every other request, and any request when a built route cannot be loaded,
 * goes to Next. DIRECT_API_READS=off sends these to Next too.
 */

type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

type DirectRead = { file: string; params: Record<string, string> };

const FIXED_PATHS: Record<string, string> = {
  "/api/auth/user": "app/api/auth/user/route.js",
  "/api/jobs": "app/api/jobs/route.js",
  "/api/master-resume": "app/api/master-resume/route.js",
  "/api/professional-snapshot": "app/api/professional-snapshot/route.js",
};
const JOB_PATH_RE = /^\/api\/jobs\/([^/]+)$/;
const JOB_FILE = "app/api/jobs/[id]/route.js";

// Next compresses every answer; below about a kilobyte gzip saves nothing.
const COMPRESS_FROM_BYTES = 1024;

export const directReadsEnabled = () => process.env.DIRECT_API_READS !== "off";

/** The built route that answers this request directly, or null for Next. */
export function matchDirectRead(method: string | undefined, url: string): DirectRead | null {
  if (method !== "GET") return null;
  const query = url.indexOf("?");
  const pathname = query < 0 ? url : url.slice(0, query);
  const file = FIXED_PATHS[pathname];
  if (file) return { file, params: {} };
  const job = JOB_PATH_RE.exec(pathname);
  if (!job) return null;
  try {
    return { file: JOB_FILE, params: { id: decodeURIComponent(job[1]) } };
  } catch {
    return null;
  }
}

const handlers = new Map<string, Promise<RouteHandler | null>>();

/**
 * The GET of a route as `next build` wrote it, loaded through Node's require as Next
 * loads it (so both share its modules), or null when its shape is not the one expected.
 */
export function loadBuiltHandler(distDir: string, file: string): Promise<RouteHandler | null> {
  const serverDir = path.resolve(distDir, "server");
  const builtFile = path.join(serverDir, file);
  let handler = handlers.get(builtFile);
  if (!handler) {
    handler = (async () => {
      try {
        const requireBuilt = createRequire(path.join(serverDir, "index.js"));
        const built = requireBuilt(builtFile) as {
          routeModule?: { ensureUserland?: () => Promise<void>; userland?: { GET?: unknown } };
        };
        await built.routeModule?.ensureUserland?.();
        const get = built.routeModule?.userland?.GET;
        if (typeof get === "function") return get as RouteHandler;
        console.error(`${file} has no GET Next's way; Next answers it.`);
      } catch (error) {
        console.error(`${file} could not be loaded directly; Next answers it.`, error);
      }
      return null;
    })();
    handlers.set(builtFile, handler);
  }
  return handler;
}

export function toWebRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const base = `http://${request.headers.host ?? "localhost"}`;
  return new Request(new URL(request.url ?? "/", base), { method: "GET", headers });
}

/** Writes a handler's answer as Next would: a body it gzipped itself is sent as it is. */
export async function writeWebResponse(
  request: IncomingMessage,
  response: ServerResponse,
  answer: Response,
): Promise<void> {
  let body = Buffer.from(await answer.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (name !== "set-cookie")
      headers[name === PRECOMPRESSED_HEADER ? "content-encoding" : name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  const acceptsGzip = /\bgzip\b/i.test(String(request.headers["accept-encoding"] ?? ""));
  if (!headers["content-encoding"] && acceptsGzip && body.length >= COMPRESS_FROM_BYTES) {
    body = gzipSync(body);
    headers["content-encoding"] = "gzip";
  }
  headers.vary = "Accept-Encoding";
  headers["content-length"] = String(body.length);
  response.writeHead(answer.status, headers);
  response.end(body);
}

/**
 * Answers one of the reads (from matchDirectRead) with its built handler, or hands the
 * request to Next (`next`) when that handler cannot be loaded or fails before answering.
 */
export function serveDirectRead(
  read: DirectRead,
  request: IncomingMessage,
  response: ServerResponse,
  { distDir, next }: { distDir: string; next: () => unknown },
): void {
  void (async () => {
    const handler = await loadBuiltHandler(distDir, read.file);
    if (!handler) return next();
    const answer = await handler(toWebRequest(request), { params: Promise.resolve(read.params) });
    await writeWebResponse(request, response, answer);
  })().catch((error: unknown) => {
    console.error(`${request.url} failed when answered directly:`, error);
    if (!response.headersSent) next();
    else response.destroy();
  });
}
