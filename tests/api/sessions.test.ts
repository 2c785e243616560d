import { encode } from "next-auth/jwt";
import * as userRoute from "@/app/api/auth/user/route";
import * as logoutRoute from "@/app/api/logout/route";
import * as jobsRoute from "@/app/api/jobs/route";
import { authOptions } from "@/lib/auth/options";
import { endAllSessions } from "@/lib/auth/session-version";
import { call, createTestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);

describe("a session cookie that cannot be read is no session (401, never 500)", () => {
  it.each([
    ["a lone percent sign", "next-auth.session-token=%"],
    ["a broken escape", "next-auth.session-token=%E0%A4%A"],
    ["garbage", "next-auth.session-token=not-a-token"],
    ["an empty value", "next-auth.session-token="],
  ])("%s", async (_case, cookie) => {
    for (const route of [userRoute.GET, jobsRoute.GET]) {
      const response = await call(route, "GET", { headers: { cookie } });
      expect(response).toMatchObject({ status: 401, json: { message: "Unauthorized" } });
    }
  });

  it("a valid cookie sent twice, or beside an undecodable twin, is refused", async () => {
    const user = await createTestUser();
    for (const cookie of [
      `${user.cookie}; ${user.cookie}`,
      `next-auth.session-token=%; ${user.cookie}`,
      `${user.cookie}; next-auth.session-token=%`,
    ]) {
      expect((await call(userRoute.GET, "GET", { headers: { cookie } })).status).toBe(401);
    }
    expect((await call(userRoute.GET, "GET", { user })).status).toBe(200);
  });

  it("an undecodable cookie of another name does not matter", async () => {
    const user = await createTestUser();
    const cookie = `theme=%; ${user.cookie}`;
    expect((await call(userRoute.GET, "GET", { headers: { cookie } })).status).toBe(200);
  });
});

describe("logout ends the session, copies of the cookie included", () => {
  it("POST /api/logout: the same cookie answers 401 afterwards, on every device", async () => {
    const user = await createTestUser();
    const otherDevice = await encode({
      token: { sub: user.id, email: user.email },
      secret: process.env.NEXTAUTH_SECRET!,
    });
    expect((await call(jobsRoute.GET, "GET", { user })).status).toBe(200);

    const logout = await call(logoutRoute.POST, "POST", { user });
    expect(logout.status).toBe(200);
    expect(logout.headers.get("set-cookie")).toContain(
      "next-auth.session-token=; Path=/; Max-Age=0; HttpOnly",
    );
    expect(logout.headers.get("cache-control")).toBe("private, no-store");

    expect((await call(jobsRoute.GET, "GET", { user })).status).toBe(401);
    expect((await call(userRoute.GET, "GET", { user })).status).toBe(401);
    const copied = { headers: { cookie: `next-auth.session-token=${otherDevice}` } };
    expect((await call(userRoute.GET, "GET", copied)).status).toBe(401);
  });

  it("a session that begins after the logout works (it carries the new version)", async () => {
    const user = await createTestUser();
    await endAllSessions(user.id);
    const jwt = authOptions().callbacks!.jwt!;
    const claims = await jwt({
      token: { sub: user.id },
      user: { id: user.id, email: user.email },
      account: { provider: "credentials", type: "credentials", providerAccountId: user.id },
    } as never);
    expect(claims).toMatchObject({ sub: user.id, sessionVersion: 1 });
    const cookie = `next-auth.session-token=${await encode({ token: claims, secret: process.env.NEXTAUTH_SECRET! })}`;
    expect((await call(userRoute.GET, "GET", { headers: { cookie } })).status).toBe(200);
    expect((await call(userRoute.GET, "GET", { user })).status).toBe(401);
  });

  it("next-auth's own session endpoint does not renew an ended session", async () => {
    const user = await createTestUser();
    const jwt = authOptions().callbacks!.jwt!;
    const renew = () => jwt({ token: { sub: user.id } } as never);
    await expect(renew()).resolves.toMatchObject({ sub: user.id });
    await endAllSessions(user.id);
    await expect(renew()).rejects.toThrow("This session has ended.");
  });

  it("next-auth's own sign-out endpoint ends the sessions too", async () => {
    const user = await createTestUser();
    await authOptions().events!.signOut!({ token: { sub: user.id }, session: null as never });
    expect((await call(userRoute.GET, "GET", { user })).status).toBe(401);
  });

  it("a logout from another site is refused and changes nothing", async () => {
    const user = await createTestUser();
    const attempts: Record<string, string>[] = [
      { origin: "http://evil.example" },
      { origin: "http://localhost:3000", "content-type": "text/plain" },
      { origin: "http://localhost:3000", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of attempts) {
      const response = await call(logoutRoute.POST, "POST", { user, headers });
      expect(response.status).toBeGreaterThanOrEqual(403);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect((await call(userRoute.GET, "GET", { user })).status).toBe(200);
  });

  it("GET /api/logout changes nothing and sends the browser to the page that posts", async () => {
    const user = await createTestUser();
    const response = await call(logoutRoute.GET, "GET", { user });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/logout");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect((await call(userRoute.GET, "GET", { user })).status).toBe(200);
  });

  it("a logout without a valid session still clears the cookie", async () => {
    const response = await call(logoutRoute.POST, "POST", {
      headers: { cookie: "next-auth.session-token=%" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toContain("next-auth.session-token=;");
  });

  it("the session of a deleted account is no session", async () => {
    const user = await createTestUser();
    const { db } = await import("@/lib/db");
    await db().user.delete({ where: { id: user.id } });
    expect((await call(jobsRoute.GET, "GET", { user })).status).toBe(401);
  });
});

describe("the session cookie's name follows the scheme", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env.TRUST_PROXY = saved.TRUST_PROXY;
    process.env.NEXTAUTH_URL = saved.NEXTAUTH_URL;
    if (saved.TRUST_PROXY === undefined) delete process.env.TRUST_PROXY;
    if (saved.NEXTAUTH_URL === undefined) delete process.env.NEXTAUTH_URL;
  });

  it("behind a trusted https proxy only the __Secure- cookie counts", async () => {
    const user = await createTestUser();
    const token = tokenOf(user.cookie);
    process.env.TRUST_PROXY = "1";
    const https = { "x-forwarded-proto": "https", "x-forwarded-host": "jobs.example.org" };
    const secure = { ...https, cookie: `__Secure-next-auth.session-token=${token}` };
    expect((await call(userRoute.GET, "GET", { headers: secure })).status).toBe(200);
    const plain = { ...https, cookie: user.cookie };
    expect((await call(userRoute.GET, "GET", { headers: plain })).status).toBe(401);
    const options = authOptions({ headers: new Headers(https) });
    expect(options.useSecureCookies).toBe(true);
  });

  it("without TRUST_PROXY a client's X-Forwarded-Proto is ignored", async () => {
    const user = await createTestUser();
    const headers = { "x-forwarded-proto": "https", cookie: user.cookie };
    expect((await call(userRoute.GET, "GET", { headers })).status).toBe(200);
    const secure = {
      "x-forwarded-proto": "https",
      cookie: `__Secure-next-auth.session-token=${tokenOf(user.cookie)}`,
    };
    expect((await call(userRoute.GET, "GET", { headers: secure })).status).toBe(401);
    expect(authOptions({ headers: new Headers(headers) }).useSecureCookies).toBe(false);
  });

  it("an https NEXTAUTH_URL makes the cookies secure", () => {
    process.env.NEXTAUTH_URL = "https://jobs.example.org";
    expect(authOptions({ headers: new Headers({ host: "localhost:3000" }) }).useSecureCookies).toBe(
      true,
    );
  });
});
