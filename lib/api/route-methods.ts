/** The methods a route file answers itself; Next adds HEAD (from GET) and OPTIONS. */
export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route handlers differ in their context's params
type Handler = (request: Request, context: any) => unknown;

const refusals = new WeakSet<object>();

/** True for a handler made by otherMethods (lets a test compare Allow with the exports). */
export const isMethodRefusal = (handler: unknown) =>
  typeof handler === "function" && refusals.has(handler);

/**
 * JSON 405 handlers, with Allow, for the methods a route does not implement. Allow is
 * derived from the handlers passed in, so it cannot drift from the route's exports:
 *   export const { PUT, PATCH, DELETE } = otherMethods({ GET, POST });
 * (destructuring a method that is also passed in is a duplicate export, a type error).
 */
export function otherMethods<T extends Partial<Record<RouteMethod, Handler>>>(
  implemented: T,
): Record<Exclude<RouteMethod, keyof T>, (request: Request) => Response> {
  const names = ROUTE_METHODS.filter((method) => implemented[method]);
  const allow = [...names, ...(names.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const refuse = (request: Request) =>
    Response.json(
      {
        message: `This address does not accept ${request.method} requests. Use ${names.join(" or ")}.`,
      },
      { status: 405, headers: { Allow: allow } },
    );
  refusals.add(refuse);
  const handlers = Object.fromEntries(
    ROUTE_METHODS.filter((method) => !implemented[method]).map((method) => [method, refuse]),
  );
  return handlers as Record<Exclude<RouteMethod, keyof T>, (request: Request) => Response>;
}
