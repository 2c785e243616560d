import * as jobsRoute from "@/app/api/jobs/route";
import * as registerRoute from "@/app/api/register/route";
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

const job = { title: "Chef", company: "Bistro", description: "Run the kitchen." };
const FOREIGN = "This request came from another site and was refused.";

let user: TestUser;
// The same session under the cookie name used over https.
let secureCookie: string;
beforeAll(async () => {
  user = await createTestUser();
  secureCookie = `__Secure-${user.cookie}`;
});

const saved = { TRUST_PROXY: process.env.TRUST_PROXY, NEXTAUTH_URL: process.env.NEXTAUTH_URL };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

// The app answers at http://localhost:3000 (the Host the test helper sends).
describe("writes are refused unless they come from the app's own origin", () => {
  it.each<[string, Record<string, string>, number, string]>([
    ["another site", { origin: "http://evil.example" }, 403, FOREIGN],
    ["the same host over https", { origin: "https://localhost:3000" }, 403, FOREIGN],
    ["the same host on another port", { origin: "http://localhost:3001" }, 403, FOREIGN],
    ["an opaque origin", { origin: "null" }, 403, FOREIGN],
    [
      "our origin but a cross-site fetch",
      { origin: "http://localhost:3000", "sec-fetch-site": "cross-site" },
      403,
      FOREIGN,
    ],
    [
      "our origin from a sibling site",
      { origin: "http://localhost:3000", "sec-fetch-site": "same-site" },
      403,
      FOREIGN,
    ],
    [
      "a forged X-Forwarded-Host without TRUST_PROXY",
      { origin: "http://evil.example", "x-forwarded-host": "evil.example" },
      403,
      FOREIGN,
    ],
    ["no Origin at all", { origin: "" }, 403, "has no Origin header"],
    [
      "a text/plain body (sendable from any page)",
      { "content-type": "text/plain" },
      415,
      "Content-Type: application/json",
    ],
    [
      "a form body",
      { "content-type": "application/x-www-form-urlencoded" },
      415,
      "Content-Type: application/json",
    ],
    [
      "a multipart body on a JSON route",
      { "content-type": "multipart/form-data; boundary=x" },
      415,
      "Content-Type: application/json",
    ],
  ])("%s", async (_case, headers, status, message) => {
    const response =
      headers.origin === ""
        ? await callWithoutOrigin(user)
        : await call(jobsRoute.POST, "POST", { user, body: JSON.stringify(job), headers });
    expect(response.status).toBe(status);
    expect(response.json.message).toContain(message);
  });

  it("accepts our own origin, and a browser's same-origin write without Origin", async () => {
    expect((await call(jobsRoute.POST, "POST", { user, body: job })).status).toBe(201);
    const sameOrigin = await callWithoutOrigin(user, { "sec-fetch-site": "same-origin" });
    expect(sameOrigin.status).toBe(201);
  });

  it("behind TRUST_PROXY the origin is the proxy's public one", async () => {
    process.env.TRUST_PROXY = "1";
    const proxied = { "x-forwarded-host": "jobs.example.org", "x-forwarded-proto": "https" };
    const ok = await call(jobsRoute.POST, "POST", {
      body: job,
      headers: { ...proxied, origin: "https://jobs.example.org", cookie: secureCookie },
    });
    expect(ok.status).toBe(201);
    const plainHttp = await call(jobsRoute.POST, "POST", {
      body: job,
      headers: { ...proxied, origin: "http://jobs.example.org", cookie: secureCookie },
    });
    expect(plainHttp.status).toBe(403);
  });

  it("NEXTAUTH_URL pins the origin", async () => {
    process.env.NEXTAUTH_URL = "https://jobs.example.org/";
    const local = await call(jobsRoute.POST, "POST", {
      body: job,
      headers: { cookie: secureCookie },
    });
    expect(local.status).toBe(403);
    const pinned = await call(jobsRoute.POST, "POST", {
      body: job,
      headers: { origin: "https://jobs.example.org", cookie: secureCookie },
    });
    expect(pinned.status).toBe(201);
  });

  it("registration and next-auth's own form posts check the origin too", async () => {
    const register = await call(registerRoute.POST, "POST", {
      body: { email: "x@example.com", password: "long enough" },
      headers: { origin: "http://evil.example" },
    });
    expect(register).toMatchObject({ status: 403, json: { message: FOREIGN } });
    const signIn = await call(nextAuthRoute.POST as never, "POST", {
      body: "csrfToken=x&email=a%40example.com&password=whatever1",
      headers: {
        origin: "http://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      path: "/api/auth/callback/credentials",
      params: { nextauth: ["callback", "credentials"] } as never,
    });
    expect(signIn).toMatchObject({ status: 403, json: { message: FOREIGN } });
  });

  it("a GET needs no Origin and answers private data uncacheable", async () => {
    const response = await call(jobsRoute.GET, "GET", { user });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const signedOut = await call(jobsRoute.GET, "GET");
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("cache-control")).toBe("private, no-store");
  });
});

/** A write as curl would send it: no Origin header (the helper adds one otherwise). */
async function callWithoutOrigin(user: TestUser, extra: Record<string, string> = {}) {
  const request = new Request("http://localhost:3000/api/jobs", {
    method: "POST",
    headers: {
      host: "localhost:3000",
      cookie: user.cookie,
      "content-type": "application/json",
      ...extra,
    },
    body: JSON.stringify(job),
  });
  const response = await jobsRoute.POST(request, { params: Promise.resolve({}) });
  return { status: response.status, json: await response.json() };
}
