import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { setSecurityHeaders } from "@/lib/api/response-security-headers";

function exchange(headers: Record<string, string>) {
  const request = new IncomingMessage(new Socket());
  request.headers = headers;
  return { request, response: new ServerResponse(request) };
}

const saved = { TRUST_PROXY: process.env.TRUST_PROXY, NEXTAUTH_URL: process.env.NEXTAUTH_URL };
beforeEach(() => {
  delete process.env.TRUST_PROXY;
  delete process.env.NEXTAUTH_URL;
});
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("setSecurityHeaders (server.ts, every answer)", () => {
  it("sets the policy with a fresh nonce and the request's own origin", () => {
    const first = exchange({ host: "localhost:3000" });
    setSecurityHeaders(first.request, first.response);
    const csp = String(first.response.getHeader("content-security-policy"));
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
    expect(csp).toContain("connect-src 'self' ws://localhost:3000");
    expect(first.response.getHeader("x-content-type-options")).toBe("nosniff");
    expect(first.response.getHeader("x-frame-options")).toBe("DENY");
    expect(first.response.getHeader("strict-transport-security")).toBeUndefined();
    const second = exchange({ host: "localhost:3000" });
    setSecurityHeaders(second.request, second.response);
    expect(second.response.getHeader("content-security-policy")).not.toBe(csp);
  });

  it("adds HSTS and wss behind a trusted https proxy, and not for a client's own claim", () => {
    const claimed = exchange({ host: "localhost:3000", "x-forwarded-proto": "https" });
    setSecurityHeaders(claimed.request, claimed.response);
    expect(claimed.response.getHeader("strict-transport-security")).toBeUndefined();
    process.env.TRUST_PROXY = "1";
    const proxied = exchange({
      host: "app.internal:3000",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "jobs.example.org",
    });
    setSecurityHeaders(proxied.request, proxied.response);
    expect(proxied.response.getHeader("strict-transport-security")).toBe("max-age=31536000");
    expect(String(proxied.response.getHeader("content-security-policy"))).toContain(
      "wss://jobs.example.org",
    );
  });
});
