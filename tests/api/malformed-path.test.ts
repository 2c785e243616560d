import http from "node:http";
import type { AddressInfo } from "node:net";
import { answerMalformedApiPath } from "@/lib/api/malformed-path";

// A loopback server answering as server.ts does: the helper first, then "the app".
let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (answerMalformedApiPath(request, response)) return;
    response.end("reached the app");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it.each(["/api/jobs/%ff%fe", "/api/jobs/%E0%A4%A/versions", "/api/jobs/%", "/api/%c0%af?x=1"])(
  "%s is a JSON 404",
  async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect((await response.json()).message).toMatch(/no API endpoint/);
  },
);

it.each(["/api/jobs/%00", "/api/jobs/abc", "/jobs/%ff%fe", "/api/jobs/x?q=%ff"])(
  "%s is left to the app",
  async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(await response.text()).toBe("reached the app");
  },
);
