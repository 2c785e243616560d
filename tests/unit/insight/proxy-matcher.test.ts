/**
 * @jest-environment node
 */
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config } from "@/proxy";

const matches = (url: string, headers: Record<string, string> = {}) =>
  unstable_doesMiddlewareMatch({ config, url, headers });

describe("which requests pass through proxy.ts", () => {
  it("covers pages, assets and every API route", () => {
    for (const url of [
      "/",
      "/board",
      "/api/jobs",
      "/api/interview-insight/config",
      "/api/interview-insight/cabc/questions",
      "/_next/static/chunks/a.js",
    ])
      expect(matches(url)).toBe(true);
  });

  it("covers the sessions list and pasted transcripts sent as JSON", () => {
    expect(matches("/api/interview-insight")).toBe(true);
    expect(matches("/api/interview-insight", { "content-type": "application/json" })).toBe(true);
  });

  it("lets multipart audio uploads stream past it (Next would buffer and cut them at 10 MB)", () => {
    expect(
      matches("/api/interview-insight", { "content-type": "multipart/form-data; boundary=x" }),
    ).toBe(false);
  });
});
