import { encode } from "next-auth/jwt";
import { unzipSync, strFromU8 } from "fflate";
import * as accountRoute from "@/app/api/account/route";
import * as passwordRoute from "@/app/api/account/password/route";
import * as signOutOthersRoute from "@/app/api/account/sign-out-others/route";
import * as exportRoute from "@/app/api/account/export/route";
import * as jobsRoute from "@/app/api/jobs/route";
import { ownedTables } from "@/lib/account/owned-tables";
import { authenticate } from "@/lib/auth/users";
import { db, sql } from "@/lib/db";
import { call, callRaw, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

const PASSWORD = "correct horse battery";

/** A second device's cookie for the same account, issued at the same session version. */
async function otherDevice(user: TestUser): Promise<TestUser> {
  const token = await encode({
    token: { sub: user.id, email: user.email },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  return { ...user, cookie: `next-auth.session-token=${token}` };
}

/** The cookie a Set-Cookie header gives back, as a browser would send it. */
function cookieFrom(response: { headers: Headers }, user: TestUser): TestUser {
  const set = response.headers.get("set-cookie") ?? "";
  return { ...user, cookie: set.split(";")[0] };
}

async function addRecords(user: TestUser, label: string) {
  const job = await db().job.create({
    data: {
      userId: user.id,
      title: `Support Lead ${label}`,
      company: `Acme ${label}`,
      description: "Lead a support team of eight.",
      tailoredResume: `Jo Doe\njo@example.com\n\nSUMMARY\nSupport lead ${label}.`,
      coverLetter: `Dear hiring team,\n\nI lead support at ${label}.\n\nJo Doe`,
    },
  });
  await db().job.create({
    data: { userId: user.id, title: "Analyst", company: "Beta", description: "Analyse." },
  });
  await db().interviewQuestion.create({
    data: { userId: user.id, jobId: job.id, position: 0, question: "Why us?", answer: "Because." },
  });
  await db().masterResume.create({ data: { userId: user.id, text: `Résumé of ${label}` } });
  await db().interviewTranscript.create({
    data: {
      userId: user.id,
      jobId: job.id,
      title: "Practice",
      content: "INTERVIEWER: Hello",
      interviewMode: "text",
      duration: 60,
      interviewDate: new Date(),
    },
  });
}

async function rowCounts(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await ownedTables()) {
    const [row] = await sql().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE "userId" = $1`,
      [userId],
    );
    counts[table] = Number(row.n);
  }
  return counts;
}

describe("the profile", () => {
  it("changes first and last name and answers them", async () => {
    const user = await createTestUser({ firstName: "Jo", lastName: "Doe" });
    expect((await call(accountRoute.GET, "GET", { user })).json).toMatchObject({
      email: user.email,
      firstName: "Jo",
      lastName: "Doe",
      hasPassword: true,
    });
    const changed = await call(accountRoute.PATCH, "PATCH", {
      user,
      body: { firstName: "  Joanna ", lastName: "" },
    });
    expect(changed).toMatchObject({ status: 200, json: { firstName: "Joanna", lastName: null } });
  });

  it.each([
    [{ firstName: "x".repeat(101) }, "First name must be at most 100 characters"],
    [{}, "Send firstName or lastName to change"],
    [{ lastName: 7 }, "Last name must be text"],
  ])("refuses %j with a sentence", async (body, message) => {
    const user = await createTestUser();
    expect(await call(accountRoute.PATCH, "PATCH", { user, body })).toMatchObject({
      status: 400,
      json: { message },
    });
  });

  it("slows down a script changing the account over and over", async () => {
    const user = await createTestUser();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await call(accountRoute.PATCH, "PATCH", { user, body: { firstName: `N${i}` } })).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const refused = await call(accountRoute.PATCH, "PATCH", { user, body: { firstName: "X" } });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^Too many changes to your account/);
  });

  it("needs a session and our origin", async () => {
    const user = await createTestUser();
    expect((await call(accountRoute.GET, "GET")).status).toBe(401);
    const foreign = await call(accountRoute.PATCH, "PATCH", {
      user,
      body: { firstName: "X" },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
  });
});

describe("changing the password", () => {
  it("refuses a wrong current password and a weak new one, changing nothing", async () => {
    const user = await createTestUser();
    const wrong = await call(passwordRoute.POST, "POST", {
      user,
      body: { currentPassword: "not my password", newPassword: "a brand new phrase" },
    });
    expect(wrong).toMatchObject({
      status: 400,
      json: { message: "Current password is incorrect" },
    });
    const weak = await call(passwordRoute.POST, "POST", {
      user,
      body: { currentPassword: PASSWORD, newPassword: "password" },
    });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toMatch(/most common passwords/);
    for (const [newPassword, message] of [
      ["FootBall", /most common passwords/],
      ["zzzzzzzzzzzz", /one character repeated/],
    ] as const) {
      const refused = await call(passwordRoute.POST, "POST", {
        user,
        body: { currentPassword: PASSWORD, newPassword },
      });
      expect(refused).toMatchObject({
        status: 400,
        json: { message: expect.stringMatching(message) },
      });
    }
    const short = await call(passwordRoute.POST, "POST", {
      user,
      body: { currentPassword: PASSWORD, newPassword: "short" },
    });
    expect(short.json.message).toBe("New password must be at least 8 characters");
    expect(await authenticate(user.email, PASSWORD)).not.toBeNull();
    expect((await call(jobsRoute.GET, "GET", { user })).status).toBe(200);
  });

  it("ends the other sessions, keeps this one, and the new password signs in", async () => {
    const user = await createTestUser();
    const laptop = await otherDevice(user);
    const changed = await call(passwordRoute.POST, "POST", {
      user,
      body: { currentPassword: PASSWORD, newPassword: "a brand new phrase" },
    });
    expect(changed).toMatchObject({ status: 200, json: { changed: true } });
    expect((await call(jobsRoute.GET, "GET", { user: laptop })).status).toBe(401);
    expect((await call(jobsRoute.GET, "GET", { user })).status).toBe(401);
    const kept = cookieFrom(changed, user);
    expect((await call(jobsRoute.GET, "GET", { user: kept })).status).toBe(200);
    expect(await authenticate(user.email, PASSWORD)).toBeNull();
    expect(await authenticate(user.email, "a brand new phrase")).not.toBeNull();
  });

  it("slows down repeated wrong guesses", async () => {
    const user = await createTestUser();
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await call(passwordRoute.POST, "POST", {
          user,
          body: { currentPassword: `guess ${i}`, newPassword: "a brand new phrase" },
        })
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe("signing out everywhere else", () => {
  it("ends every other session and keeps this browser's", async () => {
    const user = await createTestUser();
    const phone = await otherDevice(user);
    const answer = await call(signOutOthersRoute.POST, "POST", { user });
    expect(answer.status).toBe(200);
    expect((await call(jobsRoute.GET, "GET", { user: phone })).status).toBe(401);
    expect((await call(jobsRoute.GET, "GET", { user: cookieFrom(answer, user) })).status).toBe(200);
  });
});

describe("the export", () => {
  it("holds every row of the user, none of another's, the documents and a README", async () => {
    const user = await createTestUser({ firstName: "Jo", lastName: "Doe" });
    const other = await createTestUser();
    await addRecords(user, "mine");
    await addRecords(other, "theirs");

    const response = await callRaw(exportRoute.GET, "GET", { user });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/shortlist-export-.*\.zip/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toContain("README.txt");
    expect(strFromU8(files["README.txt"])).toContain("data.json");
    const data = JSON.parse(strFromU8(files["data.json"]));
    expect(data.account).toMatchObject({ email: user.email, firstName: "Jo" });
    expect(data.account.passwordHash).toBeUndefined();

    const expected = await rowCounts(user.id);
    for (const [table, count] of Object.entries(expected))
      expect([table, data.tables[table]?.length]).toEqual([table, count]);
    expect(expected.Job).toBe(2);
    const text = strFromU8(files["data.json"]);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain("theirs");

    const documents = names.filter((name) => name.startsWith("documents/"));
    expect(documents).toHaveLength(2);
    expect(documents.every((name) => name.endsWith(".docx"))).toBe(true);
    // A DOCX is itself a zip whose body carries the text.
    const docx = unzipSync(files[documents.find((n) => /resume/i.test(n))!]);
    expect(strFromU8(docx["word/document.xml"])).toContain("Support lead mine");
  });

  it("needs a session", async () => {
    expect((await callRaw(exportRoute.GET, "GET")).status).toBe(401);
  });
});

describe("deleting the account", () => {
  it("refuses an email that does not match and deletes nothing", async () => {
    const user = await createTestUser();
    await addRecords(user, "mine");
    const before = await rowCounts(user.id);
    const answer = await call(accountRoute.DELETE, "DELETE", {
      user,
      body: { email: "someone-else@example.com" },
    });
    expect(answer).toMatchObject({
      status: 400,
      json: { message: "The email you typed does not match this account's email" },
    });
    expect(await rowCounts(user.id)).toEqual(before);
  });

  it("deletes everything the user owns, ends the session, and leaves another user whole", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    await addRecords(user, "mine");
    await addRecords(other, "theirs");
    const othersBefore = await rowCounts(other.id);

    const answer = await call(accountRoute.DELETE, "DELETE", {
      user,
      body: { email: user.email.toUpperCase() },
    });
    expect(answer).toMatchObject({ status: 200, json: { deleted: true } });
    expect(answer.headers.get("set-cookie")).toContain(
      "next-auth.session-token=; Path=/; Max-Age=0",
    );
    const after = await rowCounts(user.id);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(await db().user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await rowCounts(other.id)).toEqual(othersBefore);
    expect((await call(jobsRoute.GET, "GET", { user })).status).toBe(401);
    expect(await authenticate(user.email, PASSWORD)).toBeNull();
  });
});
