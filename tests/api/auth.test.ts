import * as registerRoute from "@/app/api/register/route";
import * as userRoute from "@/app/api/auth/user/route";
import * as loginRoute from "@/app/api/login/route";
import * as logoutRoute from "@/app/api/logout/route";
import * as healthRoute from "@/app/api/health/route";
import { authOptions, SIGN_IN_LIMIT } from "@/lib/auth/options";
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
    expect(response.json).toEqual({
      id: expect.any(String),
      email: "new.person@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
    });
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
  ])("refuses %j", async (body, status, message) => {
    const response = await call(registerRoute.POST, "POST", { body });
    expect(response.status).toBe(status);
    expect(response.json.message).toContain(message);
  });

  it("refuses an email that already has an account, whatever its case", async () => {
    await call(registerRoute.POST, "POST", {
      body: { email: "taken@example.com", password: "long enough" },
    });
    const response = await call(registerRoute.POST, "POST", {
      body: { email: "TAKEN@example.com", password: "other password" },
    });
    expect(response).toMatchObject({
      status: 409,
      json: { message: expect.stringContaining("already exists") },
    });
  });
});

describe("credentials sign-in", () => {
  it("accepts the right password and refuses a wrong one with a clear message", async () => {
    await call(registerRoute.POST, "POST", {
      body: { email: "signin@example.com", password: "right password" },
    });
    const authorize = credentialsAuthorize();
    const request = { headers: { "x-forwarded-for": "203.0.113.1" } };
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

  it(`limits attempts to ${SIGN_IN_LIMIT.limit} per account in the window`, async () => {
    await call(registerRoute.POST, "POST", {
      body: { email: "limited@example.com", password: "right password" },
    });
    const authorize = credentialsAuthorize();
    for (let attempt = 0; attempt < SIGN_IN_LIMIT.limit; attempt++) {
      const request = { headers: { "x-forwarded-for": `198.51.100.${attempt}` } };
      await expect(
        authorize({ email: "limited@example.com", password: "wrong" }, request),
      ).rejects.toThrow("Incorrect");
    }
    const request = { headers: { "x-forwarded-for": "198.51.100.200" } };
    await expect(
      authorize({ email: "limited@example.com", password: "right password" }, request),
    ).rejects.toThrow(/Too many sign-in attempts. Try again in \d+ minutes?\./);
  });
});

describe("credentials sign-in limits", () => {
  it("never limits successful sign-ins, and a success clears earlier failures", async () => {
    await call(registerRoute.POST, "POST", {
      body: { email: "regular@example.com", password: "right password" },
    });
    const authorize = credentialsAuthorize();
    const request = { headers: {} };
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
