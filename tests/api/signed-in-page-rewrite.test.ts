import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

function run(path: string, cookie?: string) {
  const headers: Record<string, string> = { host: "localhost:3000" };
  if (cookie) headers.cookie = cookie;
  return proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
}

const rewrittenTo = (response: Response) => response.headers.get("x-middleware-rewrite");

describe("proxy.ts: the page '/' is served by", () => {
  it.each([
    "next-auth.session-token=abc",
    "theme=dark; __Secure-next-auth.session-token=abc",
    "next-auth.session-token.0=abc; next-auth.session-token.1=def",
  ])("the signed-in app's page when a session cookie is sent (%s)", (cookie) => {
    const response = run("/", cookie);
    expect(rewrittenTo(response)).toBe("http://localhost:3000/signed-in");
    expect(response.headers.get("content-security-policy")).toContain("'nonce-");
  });

  it("the sign-in screen's page without one, and other paths are never rewritten", () => {
    expect(rewrittenTo(run("/"))).toBeNull();
    expect(rewrittenTo(run("/", "next-auth.csrf-token=abc; session-token=abc"))).toBeNull();
    expect(rewrittenTo(run("/jobs", "next-auth.session-token=abc"))).toBeNull();
    expect(rewrittenTo(run("/api/jobs", "next-auth.session-token=abc"))).toBeNull();
  });
});
