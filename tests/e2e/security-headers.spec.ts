import type { APIResponse } from "@playwright/test";
import { rawRequest } from "../support/raw-request";
import { expect, test } from "./fixtures";

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  // No script eval; WebAssembly compiles ('wasm-unsafe-eval', for ffmpeg.wasm in Interview Insight).
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toContain("'wasm-unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost:\d+/);
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toContain("microphone=(self)");
  expect(headers["permissions-policy"]).toContain("display-capture=(self)");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // Plain http here: HSTS only over https (tests/api/security-headers.test.ts).
  expect(headers["strict-transport-security"]).toBeUndefined();
  return csp;
}

test("the landing page and the shell carry the headers, with a fresh nonce on Next's scripts", async ({
  request,
}) => {
  for (const path of ["/", "/applications/some/deep/link"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const csp = expectSecurityHeaders(response);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  }
  const again = await request.get("/");
  expect(again.headers()["content-security-policy"]).not.toBe(
    (await request.get("/")).headers()["content-security-policy"],
  );
});

// Signed out, so the suite creates no more accounts than registration allows from one
// address; tests/api/same-origin.test.ts covers a signed-in answer.
test("API answers carry the headers, and private ones are not cached", async ({ request }) => {
  const user = await request.get("/api/auth/user");
  expect(user.status()).toBe(401);
  expectSecurityHeaders(user);
  expect(user.headers()["cache-control"]).toBe("private, no-store");
  const session = await request.get("/api/auth/session");
  expect(session.headers()["cache-control"]).toContain("no-store");
  // An audio upload, which skips proxy.ts so that Next does not buffer it, and a path
  // with no route: server.ts sets the headers on every API answer.
  const upload = await request.post("/api/interview-insight", {
    multipart: { audio: { name: "a.webm", mimeType: "audio/webm", buffer: Buffer.from("x") } },
  });
  expect(upload.status()).toBe(401);
  expectSecurityHeaders(upload);
  const missing = await request.get("/api/no-such-route");
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing);
});

test("an injected inline handler does not run (the policy is enforced, not just sent)", async ({
  browser,
  baseURL,
}) => {
  // Outside the CSP guard: this violation is the point of the test.
  const page = await browser.newPage();
  await page.goto(`${baseURL}/`);
  const directive = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (event) =>
          resolve(event.effectiveDirective),
        );
        document.body.insertAdjacentHTML(
          "beforeend",
          '<img src="/missing.png" onerror="document.body.dataset.injected = \'ran\'">',
        );
      }),
  );
  expect(directive).toBe("script-src-attr");
  await expect(page.locator("body")).not.toHaveAttribute("data-injected", "ran");
  await page.close();
});

test("another site cannot frame the app", async ({ browser, baseURL }) => {
  // A page of its own, outside the CSP guard: the refused frame is reported as a violation.
  const attacker = await browser.newPage();
  const refusals: string[] = [];
  attacker.on("console", (message) => refusals.push(message.text()));
  await attacker.setContent(`<iframe id="app" src="${baseURL}/"></iframe>`);
  const frame = await (await attacker.waitForSelector("#app")).contentFrame();
  await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
  expect(refusals.join("\n")).toContain("frame-ancestors 'none'");
  await attacker.close();
});

// DNS rebinding: a page whose domain name now points at 127.0.0.1 reaches the server
// under that name, so its Host is refused before any route runs, WebSocket upgrades too.
test("a request for another host name is refused with 421 before any route runs", async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port);
  const requests = [
    { method: "GET", path: "/api/health" },
    { method: "POST", path: "/api/register", body: "{}" },
    { method: "GET", path: "/" },
    { method: "GET", path: "/api/realtime-proxy", isUpgrade: true },
  ];
  for (const request of requests) {
    const options = { port, ...request, headers: { "Content-Type": "application/json" } };
    const refused = await rawRequest({ ...options, host: "rebind.example" });
    expect(refused.status, `${request.method} ${request.path}`).toBe(421);
    expect(refused.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(refused.body)).toEqual({
      message: `This server does not answer for the address rebind.example. Open it at http://localhost:${port}, or set APP_ORIGIN to the address you use.`,
    });
    // The same request under our own name reaches the app (the register POST, with no
    // Origin, is refused by the origin check, and the upgrade, with no session, by the relay).
    const ours = await rawRequest({ ...options, host: `localhost:${port}` });
    expect(ours.status, `${request.method} ${request.path} for localhost`).not.toBe(421);
    expect([200, 401, 403]).toContain(ours.status);
  }
});
