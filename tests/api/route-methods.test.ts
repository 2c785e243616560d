import { isMethodRefusal, ROUTE_METHODS } from "@/lib/api/route-methods";
import { listRouteFiles } from "../support/route-files";

// Routes are found on disk: one added later is checked without editing this file.
const routes = listRouteFiles();

it("finds every route file", () => {
  expect(routes.length).toBeGreaterThanOrEqual(28);
  expect(routes.map((route) => route.urlPath)).toEqual(
    expect.arrayContaining(["/api/jobs", "/api/jobs/[id]", "/api/register", "/api/[...path]"]),
  );
});

describe.each(routes)("$urlPath", ({ file, urlPath }) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the file list is only known at run time
  const exported = require(file) as Record<string, unknown>;

  it("answers every method itself, so none falls through to an HTML or empty 405", () => {
    for (const method of ROUTE_METHODS) expect(typeof exported[method]).toBe("function");
  });

  it("answers a JSON 405 whose Allow lists exactly the methods it implements", async () => {
    const refusedBy = new Map<string, Response>();
    for (const method of ROUTE_METHODS) {
      const handler = exported[method] as (request: Request) => Response;
      if (!isMethodRefusal(handler)) continue;
      const response = handler(new Request(`http://localhost:3000${urlPath}`, { method }));
      expect(response.status).toBe(405);
      refusedBy.set(method, response);
    }
    const implemented = ROUTE_METHODS.filter((method) => !refusedBy.has(method));
    if (urlPath === "/api/[...path]") expect(implemented).toEqual([...ROUTE_METHODS]);
    else expect(implemented.length).toBeLessThan(ROUTE_METHODS.length);
    for (const [method, response] of refusedBy) {
      const allow = response.headers.get("allow")!.split(", ");
      expect(allow.filter((name) => name !== "HEAD" && name !== "OPTIONS")).toEqual(implemented);
      expect(allow.includes("HEAD")).toBe(implemented.includes("GET"));
      const body = await response.json();
      expect(body.message).toContain(`does not accept ${method} requests`);
    }
  });
});
