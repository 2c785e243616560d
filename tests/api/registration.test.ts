import * as registerRoute from "@/app/api/register/route";
import { authOptions } from "@/lib/auth/options";
import { REGISTRATION_CLOSED } from "@/lib/auth/registration-policy";
import { db } from "@/lib/db";
import { call } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

const saved = { REGISTRATION: process.env.REGISTRATION, HOST: process.env.HOST };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const register = (email: string) =>
  call(registerRoute.POST, "POST", { body: { email, password: "a long passphrase" } });

describe("REGISTRATION", () => {
  it("open (the default on loopback) accepts new accounts and says so", async () => {
    delete process.env.REGISTRATION;
    delete process.env.HOST;
    expect((await call(registerRoute.GET, "GET")).json).toEqual({ open: true });
    expect((await register("open@example.com")).status).toBe(201);
  });

  it("closed refuses with a sentence and creates nothing", async () => {
    process.env.REGISTRATION = "closed";
    expect((await call(registerRoute.GET, "GET")).json).toEqual({ open: false });
    const response = await register("closed@example.com");
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ message: REGISTRATION_CLOSED });
    expect(await db().user.findUnique({ where: { email: "closed@example.com" } })).toBeNull();
  });

  it("first-user (the default beyond loopback) takes the first account only", async () => {
    delete process.env.REGISTRATION;
    process.env.HOST = "0.0.0.0";
    await db().user.deleteMany();
    expect((await call(registerRoute.GET, "GET")).json).toEqual({ open: true });
    expect((await register("owner@example.com")).status).toBe(201);
    expect((await call(registerRoute.GET, "GET")).json).toEqual({ open: false });
    const second = await register("stranger@example.com");
    expect(second.status).toBe(403);
    expect(second.json).toEqual({ message: REGISTRATION_CLOSED });
  });

  it("closed answers a taken email as it answers a new one (it reveals no account)", async () => {
    process.env.REGISTRATION = "open";
    await register("known@example.com");
    process.env.REGISTRATION = "closed";
    const taken = await register("known@example.com");
    const fresh = await register("unknown@example.com");
    expect(taken).toMatchObject({ status: 403, json: { message: REGISTRATION_CLOSED } });
    expect(fresh).toMatchObject({ status: 403, json: taken.json });
  });
});

describe("Google sign-in under REGISTRATION", () => {
  const googleSignIn = (email: string) =>
    authOptions().callbacks!.signIn!({
      account: { provider: "google", providerAccountId: email, type: "oauth" },
      profile: { email, email_verified: true } as never,
      user: { id: email },
    });

  it("lets an existing account in and keeps a new one out when closed", async () => {
    process.env.REGISTRATION = "open";
    await register("member@example.com");
    process.env.REGISTRATION = "closed";
    expect(await googleSignIn("member@example.com")).toBe(true);
    expect(await googleSignIn("newcomer@example.com")).toBe(false);
    process.env.REGISTRATION = "open";
    expect(await googleSignIn("newcomer@example.com")).toBe(true);
  });
});
