import type { User } from "@prisma/client";
import { sessionUserId } from "../auth/session";
import { db } from "../db";
import { ApiError, errorResponse } from "./errors";
import { assertSameOrigin } from "./request";

export type SafeUser = Omit<User, "passwordHash">;

type RouteContext = { params: Promise<Record<string, string>> };
type Handler = (args: {
  request: Request;
  user: SafeUser;
  params: Record<string, string>;
}) => unknown;

export async function requireUser(request: Request): Promise<SafeUser> {
  const userId = await sessionUserId(request);
  if (!userId) throw ApiError.unauthorized();
  const user = await db().user.findUnique({ where: { id: userId }, omit: { passwordHash: true } });
  if (!user) throw ApiError.unauthorized();
  return user;
}

/** Wraps a route handler: session (401), same-origin writes (403), error mapping. */
export function withUser(handler: Handler) {
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    try {
      const user = await requireUser(request);
      assertSameOrigin(request);
      const params = (await context?.params) ?? {};
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
