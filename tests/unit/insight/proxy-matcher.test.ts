/**
 * @jest-environment node
 */
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config } from "@/proxy";

const matches = (url: string, headers: Record<string, string> = {}) =>
  unstable_doesMiddlewareMatch({ config, url, headers });

describe("which requests pass through proxy.ts", () => {
  it("covers pages and assets", () => {
    for (const url of ["/", "/board", "/applications/a/b", "/_next/static/chunks/a.js"])
      expect(matches(url)).toBe(true);
  });

  // server.ts sets the same headers on every API answer (tests/api/response-security-headers.test.ts).
  it("leaves every API route to server.ts, audio uploads included (Next would buffer and cut them at 10 MB)", () => {
    for (const url of ["/api/jobs", "/api/interview-insight/config", "/api/interview-insight"])
      expect(matches(url)).toBe(false);
    expect(
      matches("/api/interview-insight", { "content-type": "multipart/form-data; boundary=x" }),
    ).toBe(false);
  });
});
