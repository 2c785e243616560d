import type { z } from "zod";
import { ApiError } from "./errors";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cookie-authenticated writes must come from our own pages: a browser always sends
 * Origin on these methods, so a foreign one is refused (requests without Origin come
 * from non-browser clients, which cannot ride on a victim's cookies).
 */
export function assertSameOrigin(request: Request) {
  if (!MUTATING.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (!origin) return;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = "";
  }
  if (!host || originHost !== host) {
    throw ApiError.forbidden("This request came from another site and was refused.");
  }
}

/** Reads and validates a JSON body; a body that is not JSON or fails the schema is a 400. */
export async function parseJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw ApiError.unsupportedType("Send the request body as JSON (Content-Type: application/json).");
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw ApiError.badRequest("The request body is not valid JSON.");
  }
  return schema.parse(body);
}
