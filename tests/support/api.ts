import crypto from "node:crypto";
import { encode } from "next-auth/jwt";
import { registerUser } from "@/lib/auth/users";

export const ORIGIN = "http://localhost:3000";

type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Response | Promise<Response>;

export type TestUser = { id: string; email: string; cookie: string };

/** A real account (hashed password) and a signed session cookie for it. */
export async function createTestUser(
  overrides: { firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const email = `user-${crypto.randomBytes(5).toString("hex")}@example.com`;
  const user = await registerUser({ email, password: "correct horse battery", ...overrides });
  if (!user) throw new Error(`${email} already has an account`);
  const token = await encode({
    token: { sub: user.id, email },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  return { id: user.id, email, cookie: `next-auth.session-token=${token}` };
}

export type CallOptions = {
  user?: TestUser | null;
  body?: unknown;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  path?: string;
  signal?: AbortSignal;
};

/**
 * Calls a route handler in-process the way Next would, as a browser on our origin:
 * writes carry Origin and a JSON type unless the test sets its own.
 */
export async function callRaw(
  handler: RouteHandler,
  method: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers = new Headers({ host: "localhost:3000", ...options.headers });
  if (options.user) headers.set("cookie", options.user.cookie);
  if (method !== "GET" && !headers.has("origin")) headers.set("origin", ORIGIN);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else {
    // As lib/client/fetcher.ts does: every write is typed JSON, with a body or without.
    if (method !== "GET")
      headers.set("content-type", headers.get("content-type") ?? "application/json");
    if (options.body !== undefined)
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const request = new Request(`${ORIGIN}${options.path ?? "/api/test"}`, {
    method,
    headers,
    body,
    signal: options.signal,
  });
  return handler(request, { params: Promise.resolve(options.params ?? {}) });
}

/** callRaw with the body read as JSON (or text when it is not JSON). */
export async function call(handler: RouteHandler, method: string, options: CallOptions = {}) {
  const response = await callRaw(handler, method, options);
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json: json as any, headers: response.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
