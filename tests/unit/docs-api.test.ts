/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { listRouteFiles } from "../support/route-files";

// docs/api.md has one "### `/api/...`" heading per route file, dynamic segments in braces:
// app/api/jobs/[id]/route.ts is /api/jobs/{id}, app/api/[...path] is /api/{...path}.
const documented = [
  ...fs
    .readFileSync(path.join(process.cwd(), "docs", "api.md"), "utf8")
    .matchAll(/^### `(\/api[^`]*)`$/gm),
].map(([, route]) => route);

const routes = listRouteFiles().map(({ urlPath }) =>
  urlPath.replace(/\[(\.\.\.)?([^\]]+)\]/g, "{$1$2}"),
);

it("docs/api.md lists every route under app/api, once, and no other", () => {
  expect(routes.length).toBeGreaterThan(40);
  expect([...documented].sort()).toEqual([...routes].sort());
});
