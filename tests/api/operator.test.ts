import http from "node:http";
import type { AddressInfo } from "node:net";
import * as operatorRoute from "@/app/api/operator/[command]/route";
import * as resetRoute from "@/app/api/account/reset-password/route";
import * as jobsRoute from "@/app/api/jobs/route";
import { createResetToken } from "@/lib/account/reset-token";
import { CLIENT_ADDRESS_HEADER, stampClientAddress } from "@/lib/api/client-address";
import { authSecret } from "@/lib/auth/secret";
import { authenticate } from "@/lib/auth/users";
import { databaseKind, db } from "@/lib/db";
import { isLoopbackAddress } from "@/lib/operator/loopback-address";
import { OPERATOR_HEADER, operatorToken } from "@/lib/operator/operator-token";
import { callServer } from "@/scripts/operator-client";
import { call, callRaw, createTestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

const asOperator = (address = "127.0.0.1") => ({
  [CLIENT_ADDRESS_HEADER]: address,
  [OPERATOR_HEADER]: operatorToken(authSecret()),
});
const operator = (
  command: string,
  body: unknown = {},
  headers: Record<string, string> = asOperator(),
) => call(operatorRoute.POST as never, "POST", { params: { command }, body, headers });

describe("operator commands (npm run user) reach the server only from this machine, with the token", () => {
  it("refuses another address, and a missing or wrong token", async () => {
    expect((await operator("users", {}, asOperator("203.0.113.9"))).status).toBe(403);
    const noToken = await operator("users", {}, { [CLIENT_ADDRESS_HEADER]: "127.0.0.1" });
    expect(noToken).toMatchObject({
      status: 403,
      json: { message: "Operator commands need the operator token." },
    });
    const wrong = await operator("users", {}, { ...asOperator(), [OPERATOR_HEADER]: "guess" });
    expect(wrong.status).toBe(403);
  });

  it("lists accounts, makes a reset link, deletes an account; an unknown email is a 404", async () => {
    const user = await createTestUser({ firstName: "Jo" });
    const list = await operator("users");
    expect(list.status).toBe(200);
    expect(list.json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: user.email, firstName: "Jo", jobs: 0 }),
      ]),
    );
    const link = await operator("reset-link", {
      email: user.email,
      origin: "http://localhost:3000",
    });
    expect(link.json.link).toMatch(/^http:\/\/localhost:3000\/reset-password#[\w-]+\.[\w-]+$/);
    expect(link.json.minutes).toBe(30);
    expect((await operator("reset-link", { email: "nobody@example.com" })).status).toBe(404);
    expect((await operator("nonsense")).status).toBe(404);
    expect(await operator("delete", { email: user.email })).toMatchObject({
      status: 200,
      json: { deleted: user.email },
    });
    expect(await db().user.findUnique({ where: { id: user.id } })).toBeNull();
  });

  it("the command's client talks to a running server over loopback", async () => {
    const user = await createTestUser();
    const server = http.createServer(async (request, response) => {
      stampClientAddress(request);
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const command = request.url!.split("/").pop()!;
      const answer = await callRaw(operatorRoute.POST as never, "POST", {
        params: { command },
        body: Buffer.concat(chunks).toString("utf8"),
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
      });
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const running = { pid: process.pid, port, host: "127.0.0.1" };
      const users = (await (await callServer(running, "users")).json()) as { email: string }[];
      expect(users.map((u) => u.email)).toContain(user.email);
      await expect(callServer(running, "delete", { email: "nobody@example.com" })).rejects.toThrow(
        "No account has the email nobody@example.com.",
      );
    } finally {
      server.close();
    }
  });

  it("backs up PGlite while it serves (a gzipped tarball); PostgreSQL points to pg_dump", async () => {
    const answer = await callRaw(operatorRoute.POST as never, "POST", {
      params: { command: "backup" },
      headers: asOperator(),
    });
    if (databaseKind() === "pglite") {
      expect(answer.status).toBe(200);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    } else {
      expect(answer.status).toBe(400);
      expect((await answer.json()).message).toMatch(/pg_dump/);
    }
  });

  it("knows loopback addresses", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ["10.0.0.1", "192.168.1.1", "::ffff:10.0.0.1", "unknown", "fe80::1"])
      expect(isLoopbackAddress(address)).toBe(false);
  });
});

describe("a reset link sets a new password once, within half an hour", () => {
  const tokenFor = async (userId: string, now = Date.now()) => {
    const user = await db().user.findUniqueOrThrow({ where: { id: userId } });
    return createResetToken(user, authSecret(), now);
  };

  it("sets the password, ends every session, and cannot be used again", async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.id);
    const reset = await call(resetRoute.POST, "POST", {
      body: { token, newPassword: "a fresh long phrase" },
    });
    expect(reset).toMatchObject({ status: 200, json: { reset: true } });
    expect(await authenticate(user.email, "a fresh long phrase")).not.toBeNull();
    expect((await call(jobsRoute.GET, "GET", { user })).status).toBe(401);
    const again = await call(resetRoute.POST, "POST", {
      body: { token, newPassword: "yet another phrase" },
    });
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/expired or was already used/);
    expect(await authenticate(user.email, "a fresh long phrase")).not.toBeNull();
  });

  it("refuses an expired, altered or weak reset", async () => {
    const user = await createTestUser();
    const expired = await tokenFor(user.id, Date.now() - 31 * 60_000);
    const answer = await call(resetRoute.POST, "POST", {
      body: { token: expired, newPassword: "a fresh long phrase" },
    });
    expect(answer.status).toBe(400);
    const token = await tokenFor(user.id);
    const altered = `${token.slice(0, -2)}xx`;
    expect(
      (
        await call(resetRoute.POST, "POST", {
          body: { token: altered, newPassword: "a fresh long phrase" },
        })
      ).status,
    ).toBe(400);
    const weak = await call(resetRoute.POST, "POST", { body: { token, newPassword: "password" } });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toMatch(/most common passwords/);
    const repeated = await call(resetRoute.POST, "POST", {
      body: { token, newPassword: "1111111111" },
    });
    expect(repeated).toMatchObject({
      status: 400,
      json: { message: expect.stringMatching(/one character repeated/) },
    });
    expect(await authenticate(user.email, "correct horse battery")).not.toBeNull();
  });
});
