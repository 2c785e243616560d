import * as registerRoute from "@/app/api/register/route";
import * as userRoute from "@/app/api/auth/user/route";
import * as loginRoute from "@/app/api/login/route";
import * as logoutRoute from "@/app/api/logout/route";
import * as healthRoute from "@/app/api/health/route";
import type { IncomingMessage } from "node:http";
import { CLIENT_ADDRESS_HEADER, stampClientAddress } from "@/lib/api/client-address";
import { authOptions } from "@/lib/auth/options";
import {
  REGISTER_LIMIT,
  SIGN_IN_ADDRESS_LIMIT,
  SIGN_IN_LIMIT,
  signInAttempt,
} from "@/lib/auth/sign-in-limit";
import { db } from "@/lib/db";
import { call, createTestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

type Authorize = (
  credentials: Record<string, string>,
  request: { headers: Record<string, string> },
) => Promise<unknown>;

function credentialsAuthorize(): Authorize {
  const provider = authOptions().providers.find((item) => item.id === "credentials") as unknown as {
    options: { authorize: Authorize };
  };
  return provider.options.authorize;
}

describe("POST /api/register", () => {
  it("creates an account with a hashed password and no secret in the answer", async () => {
    const response = await call(registerRoute.POST, "POST", {
      body: {
        email: " New.Person@Example.com ",
        password: "long enough",
        firstName: "Ada",
        lastName: "Lovelace",
      },
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ email: "new.person@example.com" });
    const user = await db().user.findUniqueOrThrow({ where: { email: "new.person@example.com" } });
    expect(user).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
    expect(user.passwordHash).toMatch(/^scrypt\$/);
  });

  it.each([
    [{ email: "not-an-email", password: "long enough" }, 400, "Enter a valid email address"],
    [{ password: "long enough" }, 400, "Email is required"],
    [{ email: "a@example.com", password: "short" }, 400, "Password must be at least 8 characters"],
    [
      { email: "a@example.com", password: "x".repeat(257) },
      400,
      "Password must be at most 256 characters",
    ],
    [
      { email: "a@example.com", password: "long enough", firstName: "x".repeat(101) },
      400,
      "First name must be at most 100 characters",
    ],
    [{ email: "a@example.com", password: "        " }, 400, "Password cannot be only spaces"],
    [
      { email: "Me.Myself@example.com", password: "me.myself@example.com" },
      400,
      "Password cannot be your email address",
    ],
    [{ email: "a@example.com", password: "baseball" }, 400, "one of the most common passwords"],
    [{ email: "a@example.com", password: "Password1" }, 400, "one of the most common passwords"],
    [{ email: "a@example.com", password: "1qaz2wsx" }, 400, "one of the most common passwords"],
    [{ email: "a@example.com", password: "BaseBall" }, 400, "one of the most common passwords"],
    [{ email: "a@example.com", password: "QWERTYUIOP" }, 400, "one of the most common passwords"],
    [{ email: "a@example.com", password: "aaaaaaaa" }, 400, "Password cannot be one character"],
    [{ email: "a@example.com", password: "AAAAaaaa" }, 400, "Password cannot be one character"],
    [{ email: "a@example.com", password: "9".repeat(40) }, 400, "Password cannot be one character"],
    [{ email: "a@example.com", password: "😀".repeat(8) }, 400, "Password cannot be one character"],
    [{ email: "a@example.com", password: " ........ " }, 400, "Password cannot be one character"],
  ])("refuses %j", async (body, status, message) => {
    const response = await call(registerRoute.POST, "POST", { body });
    expect(response.status).toBe(status);
    expect(response.json.message).toContain(message);
  });

  it("answers a taken email exactly as a new one, and leaves its account as it was", async () => {
    const first = await call(registerRoute.POST, "POST", {
      body: { email: "taken@example.com", password: "long enough", firstName: "Ada" },
    });
    const before = await db().user.findUniqueOrThrow({ where: { email: "taken@example.com" } });
    const again = await call(registerRoute.POST, "POST", {
      body: { email: "TAKEN@example.com", password: "other password", firstName: "Eve" },
    });
    const fresh = await call(registerRoute.POST, "POST", {
      body: { email: "FRESH@example.com", password: "other password", firstName: "Eve" },
    });
    expect(first).toMatchObject({ status: 201, json: { email: "taken@example.com" } });
    expect(again).toMatchObject({ status: 201, json: { email: "taken@example.com" } });
    expect(fresh).toMatchObject({ status: 201, json: { email: "fresh@example.com" } });
    expect(Object.keys(again.json)).toEqual(Object.keys(fresh.json));
    expect(await db().user.findUniqueOrThrow({ where: { email: "taken@example.com" } })).toEqual(
      before,
    );
    await expect(
      credentialsAuthorize()(
        { email: "taken@example.com", password: "other password" },
        fromPeer("203.0.113.9"),
      ),
    ).rejects.toThrow("Incorrect email or password.");
  });

  it("takes about as long for a taken email as for a new one (both hash the password)", async () => {
    await register("timed@example.com");
    const time = async (email: string) => {
      const started = performance.now();
      await call(registerRoute.POST, "POST", { body: { email, password: "long enough" } });
      return performance.now() - started;
    };
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let round = 0; round < 3; round++) {
      taken.push(await time("timed@example.com"));
      fresh.push(await time(`timed-${round}@example.com`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1];
    // Without the hash a taken email answered in a few milliseconds, a new one in ~50 ms.
    expect(median(taken)).toBeGreaterThan(median(fresh) / 3);
  });
});

/** The headers next-auth hands authorize after server.ts stamped a request from `peer`. */
function fromPeer(peer: string, headers: Record<string, string> = {}) {
  const request = { socket: { remoteAddress: peer }, headers: { ...headers } };
  stampClientAddress(request as unknown as IncomingMessage);
  return { headers: request.headers as Record<string, string> };
}

let registrations = 0;
async function register(email: string, password = "right password") {
  const response = await call(registerRoute.POST, "POST", {
    body: { email, password },
    headers: { [CLIENT_ADDRESS_HEADER]: `203.0.113.${200 + (registrations++ % 50)}` },
  });
  expect(response.status).toBe(201);
}

describe("POST /api/register limits", () => {
  it("counts accounts per peer address, whatever X-Forwarded-For claims", async () => {
    const from = (peer: string, index: number) => ({
      body: { email: `many-${peer}-${index}@example.com`, password: "long enough" },
      headers: fromPeer(peer, { "x-forwarded-for": `198.18.0.${index}` }).headers,
    });
    for (let index = 0; index < REGISTER_LIMIT.limit; index++) {
      expect((await call(registerRoute.POST, "POST", from("192.0.2.44", index))).status).toBe(201);
    }
    const refused = await call(
      registerRoute.POST,
      "POST",
      from("192.0.2.44", REGISTER_LIMIT.limit),
    );
    expect(refused).toMatchObject({
      status: 429,
      json: { message: "Too many accounts created from here. Try again later." },
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(registerRoute.POST, "POST", from("192.0.2.45", 0))).status).toBe(201);
  });
});

describe("credentials sign-in", () => {
  it("accepts the right password and refuses a wrong one with a clear message", async () => {
    await register("signin@example.com");
    const authorize = credentialsAuthorize();
    const request = fromPeer("203.0.113.1");
    await expect(
      authorize({ email: "SIGNIN@example.com", password: "right password" }, request),
    ).resolves.toMatchObject({
      email: "signin@example.com",
    });
    await expect(
      authorize({ email: "signin@example.com", password: "wrong password" }, request),
    ).rejects.toThrow("Incorrect email or password.");
    await expect(
      authorize({ email: "nobody@example.com", password: "whatever1" }, request),
    ).rejects.toThrow("Incorrect email or password.");
  });

  it(`refuses a guesser after ${SIGN_IN_LIMIT.limit} failures, while the owner signs in from elsewhere`, async () => {
    await register("owner@example.com");
    const authorize = credentialsAuthorize();
    const guesser = fromPeer("198.51.100.7");
    for (let attempt = 0; attempt < SIGN_IN_LIMIT.limit; attempt++) {
      await expect(
        authorize({ email: "owner@example.com", password: `guess ${attempt}` }, guesser),
      ).rejects.toThrow("Incorrect");
    }
    await expect(
      authorize({ email: "owner@example.com", password: "another guess" }, guesser),
    ).rejects.toThrow(/Too many sign-in attempts. Try again in \d+ minutes?\./);
    // Even the right password is refused from the address that has been failing...
    await expect(
      authorize({ email: "owner@example.com", password: "right password" }, guesser),
    ).rejects.toThrow(/Too many sign-in attempts/);
    // ...but never from one that has not.
    for (const owner of [fromPeer("203.0.113.50"), fromPeer("::1")]) {
      await expect(
        authorize({ email: "owner@example.com", password: "right password" }, owner),
      ).resolves.toMatchObject({ email: "owner@example.com" });
    }
  });

  it("keys on the peer address, not on an X-Forwarded-For the client made up", async () => {
    await register("spoofed@example.com");
    const authorize = credentialsAuthorize();
    for (let attempt = 0; attempt < SIGN_IN_LIMIT.limit; attempt++) {
      const spoofed = fromPeer("192.0.2.9", { "x-forwarded-for": `10.0.0.${attempt}` });
      expect(spoofed.headers["x-forwarded-for"]).toBeUndefined();
      await expect(
        authorize({ email: "spoofed@example.com", password: "wrong" }, spoofed),
      ).rejects.toThrow("Incorrect");
    }
    const fresh = fromPeer("192.0.2.9", { "x-forwarded-for": "10.0.0.200" });
    expect(fresh.headers[CLIENT_ADDRESS_HEADER]).toBe("192.0.2.9");
    await expect(
      authorize({ email: "spoofed@example.com", password: "right password" }, fresh),
    ).rejects.toThrow(/Too many sign-in attempts/);
  });

  it("behind TRUST_PROXY keys on the address the proxy saw", async () => {
    await register("proxied@example.com");
    const authorize = credentialsAuthorize();
    process.env.TRUST_PROXY = "1";
    try {
      for (let attempt = 0; attempt < SIGN_IN_LIMIT.limit; attempt++) {
        const request = fromPeer("127.0.0.1", { "x-forwarded-for": "1.2.3.4, 198.51.100.66" });
        await expect(
          authorize({ email: "proxied@example.com", password: "wrong" }, request),
        ).rejects.toThrow("Incorrect");
      }
      const sameClient = fromPeer("127.0.0.1", { "x-forwarded-for": "198.51.100.66" });
      await expect(
        authorize({ email: "proxied@example.com", password: "right password" }, sameClient),
      ).rejects.toThrow(/Too many/);
      const otherClient = fromPeer("127.0.0.1", { "x-forwarded-for": "198.51.100.67" });
      await expect(
        authorize({ email: "proxied@example.com", password: "right password" }, otherClient),
      ).resolves.toMatchObject({ email: "proxied@example.com" });
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it(`refuses an address after ${SIGN_IN_ADDRESS_LIMIT.limit} failures across accounts`, async () => {
    await register("sprayed@example.com");
    const authorize = credentialsAuthorize();
    const sprayer = fromPeer("198.51.100.99");
    // The failures themselves are counted as authorize counts them (without 100 hashes).
    for (let attempt = 0; attempt < SIGN_IN_ADDRESS_LIMIT.limit - 1; attempt++) {
      await signInAttempt(`nobody-${attempt}@example.com`, sprayer.headers).failed();
    }
    await expect(
      authorize({ email: "nobody-last@example.com", password: "password1" }, sprayer),
    ).rejects.toThrow("Incorrect");
    await expect(
      authorize({ email: "sprayed@example.com", password: "right password" }, sprayer),
    ).rejects.toThrow(/Too many/);
    await expect(
      authorize({ email: "sprayed@example.com", password: "right password" }, fromPeer("::1")),
    ).resolves.toMatchObject({ email: "sprayed@example.com" });
  });
});

describe("credentials sign-in limits", () => {
  it("never limits successful sign-ins, and a success clears earlier failures", async () => {
    await register("regular@example.com");
    const authorize = credentialsAuthorize();
    const request = fromPeer("203.0.113.77");
    for (let attempt = 0; attempt < SIGN_IN_LIMIT.limit - 1; attempt++) {
      await expect(
        authorize({ email: "regular@example.com", password: "wrong" }, request),
      ).rejects.toThrow("Incorrect");
    }
    for (let attempt = 0; attempt < SIGN_IN_LIMIT.limit + 5; attempt++) {
      await expect(
        authorize({ email: "regular@example.com", password: "right password" }, request),
      ).resolves.toMatchObject({ email: "regular@example.com" });
    }
    await expect(
      authorize({ email: "regular@example.com", password: "wrong" }, request),
    ).rejects.toThrow("Incorrect");
  });
});

describe("session routes", () => {
  it("GET /api/auth/user answers the user, or 401 when signed out", async () => {
    const user = await createTestUser({ firstName: "Grace" });
    const response = await call(userRoute.GET, "GET", { user });
    expect(response.json).toEqual({
      id: user.id,
      email: user.email,
      firstName: "Grace",
      lastName: null,
      profileImageUrl: null,
    });
    expect(response.json).not.toHaveProperty("passwordHash");
    expect((await call(userRoute.GET, "GET")).status).toBe(401);
  });

  it("GET /api/login sends a signed-out visitor to the sign-in form and a signed-in one to the app", async () => {
    const signedOut = await call(loginRoute.GET, "GET");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/?signin=1");
    const user = await createTestUser();
    const signedIn = await call(loginRoute.GET, "GET", { user });
    expect(signedIn.headers.get("location")).toBe("/");
  });

  it("POST /api/logout clears the session cookie; GET /api/logout sends the browser to post", async () => {
    const user = await createTestUser();
    const page = await call(logoutRoute.GET, "GET", { user });
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/logout");
    const response = await call(logoutRoute.POST, "POST", { user });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toContain(
      "next-auth.session-token=; Path=/; Max-Age=0",
    );
  });

  it("GET /api/health answers 200 once the database is ready", async () => {
    const response = await call(healthRoute.GET, "GET");
    expect(response).toMatchObject({ status: 200, json: { status: "ok", database: "ready" } });
  });
});
