import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

const saved = { TRUST_PROXY: process.env.TRUST_PROXY, NEXTAUTH_URL: process.env.NEXTAUTH_URL };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

function run(headers: Record<string, string> = {}) {
  return proxy(
    new NextRequest("http://localhost:3000/", { headers: { host: "localhost:3000", ...headers } }),
  );
}

describe("proxy.ts", () => {
  it("sets the policy on the response and hands Next the same nonce", () => {
    const response = run();
    const csp = response.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    // NextResponse.next() passes request headers to Next as x-middleware-request-*.
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(csp).toContain("connect-src 'self' ws://localhost:3000");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(run().headers.get("content-security-policy")).not.toBe(csp);
  });

  it("over https (a trusted proxy, or NEXTAUTH_URL) adds HSTS and wss", () => {
    process.env.TRUST_PROXY = "1";
    const proxied = run({ "x-forwarded-proto": "https", "x-forwarded-host": "jobs.example.org" });
    expect(proxied.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(proxied.headers.get("content-security-policy")).toContain("wss://jobs.example.org");
    delete process.env.TRUST_PROXY;
    process.env.NEXTAUTH_URL = "https://jobs.example.org";
    expect(run().headers.get("strict-transport-security")).toBe("max-age=31536000");
  });

  it("ignores a client's X-Forwarded-Proto without TRUST_PROXY", () => {
    const response = run({ "x-forwarded-proto": "https" });
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});
