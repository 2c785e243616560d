import { sessionUserId } from "../auth/session";
import { ApiError, errorResponse } from "./errors";
import { assertSameOrigin } from "./request";
import { assertIdParams } from "./route-params";

/** The signed-in user as the session proves it; every query filters by this id. */
export type SessionUser = { id: string };

type RouteContext = { params: Promise<Record<string, string>> };
type Handler = (args: {
  request: Request;
  user: SessionUser;
  params: Record<string, string>;
}) => unknown;

// The session cookie is an encrypted, signed JWT, so its subject is trusted without a
// database round trip; routes that need the person's profile load it themselves.
export async function requireUser(request: Request): Promise<SessionUser> {
  const userId = await sessionUserId(request);
  if (!userId) throw ApiError.unauthorized();
  return { id: userId };
}

/** Wraps a route handler: session (401), same-origin writes (403), ids (404), error mapping. */
export function withUser(handler: Handler) {
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    try {
      const user = await requireUser(request);
      assertSameOrigin(request);
      const params = (await context?.params) ?? {};
      assertIdParams(params);
      const result = await handler({ request, user, params });
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
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
