import { sessionUserId } from "../auth/session";
import { ApiError, errorResponse } from "./errors";
import { assertIdParams } from "./route-params";
import { assertPostContentType, assertSameOrigin, type BodyKind } from "./same-origin";

/** The signed-in user as the session proves it; every query filters by this id. */
export type SessionUser = { id: string };

type RouteContext = { params: Promise<Record<string, string>> };
type Handler = (args: {
  request: Request;
  user: SessionUser;
  params: Record<string, string>;
}) => unknown;

// The session cookie is an encrypted, signed JWT; sessionUserId also checks its session
// version against the user's row (one primary-key read), so a logout ends it everywhere.
export async function requireUser(request: Request): Promise<SessionUser> {
  const userId = await sessionUserId(request);
  if (!userId) throw ApiError.unauthorized();
  return { id: userId };
}

/**
 * Answers about a signed-in person's data are never stored by browsers or proxies; a
 * route's own directives (a stream's no-transform) are kept, except "public".
 */
export function privateAnswer(response: Response): Response {
  const directives = new Set(["private", "no-store"]);
  for (const directive of response.headers.get("cache-control")?.split(",") ?? []) {
    const name = directive.trim().toLowerCase();
    if (name && name !== "public") directives.add(name);
  }
  response.headers.set("Cache-Control", [...directives].join(", "));
  return response;
}

/**
 * Wraps a route handler: session (401), same-origin writes (403), JSON posts (415, or
 * multipart for an upload route), ids (404), error mapping, and no caching of the answer.
 */
export function withUser(handler: Handler, options: { accepts?: BodyKind } = {}) {
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    try {
      const user = await requireUser(request);
      assertSameOrigin(request);
      assertPostContentType(request, options.accepts);
      const params = (await context?.params) ?? {};
      assertIdParams(params);
      const result = await handler({ request, user, params });
      return privateAnswer(result instanceof Response ? result : Response.json(result));
    } catch (error) {
      return privateAnswer(errorResponse(error));
    }
  };
}

/** withUser for a route that takes a file upload (multipart/form-data). */
export function withUserUpload(handler: Handler) {
  return withUser(handler, { accepts: "multipart" });
}

/** The same error mapping for routes that do not need a session. */
export function withErrors(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    try {
      return await handler(request);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
