import * as jobsRoute from "@/app/api/jobs/route";
import * as jobRoute from "@/app/api/jobs/[id]/route";
import * as resumeRoute from "@/app/api/jobs/[id]/resume/route";
import * as transcriptsRoute from "@/app/api/jobs/[id]/transcripts/route";
import * as versionsRoute from "@/app/api/jobs/[id]/versions/route";
import * as restoreRoute from "@/app/api/jobs/[id]/versions/[versionId]/restore/route";
import * as masterResumeRoute from "@/app/api/master-resume/route";
import * as targetRolesRoute from "@/app/api/master-resume/target-roles/route";
import * as registerRoute from "@/app/api/register/route";
import * as unknownRoute from "@/app/api/[...path]/route";
import { MAX_JSON_BYTES } from "@/lib/api/request";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

let user: TestUser;
let jobId: string;
beforeAll(async () => {
  user = await createTestUser();
  await call(masterResumeRoute.POST, "POST", { user, body: { text: "Ada Lane\nNurse" } });
  const created = await call(jobsRoute.POST, "POST", {
    user,
    body: { title: "Charge Nurse", company: "Mercy", description: "Lead the night shift." },
  });
  expect(created.status).toBe(201);
  jobId = created.json.id;
  await call(resumeRoute.PATCH, "PATCH", {
    user,
    params: { id: jobId },
    body: { text: "Ada Lane\nCharge Nurse" },
  });
});

const UNSTORABLE = /contains a character that cannot be saved .*Remove it and try again\./;

describe("text with a NUL or a lone surrogate", () => {
  it.each([
    [
      "a NUL in a job's title",
      jobsRoute.POST,
      "POST",
      { title: "Charge\u0000 Nurse", description: "x" },
      "title",
    ],
    [
      "a lone high surrogate",
      jobsRoute.POST,
      "POST",
      { description: "Lead \ud800 shifts" },
      "description",
    ],
    ["a lone low surrogate", masterResumeRoute.POST, "POST", { text: "Ada \udfff" }, "text"],
    [
      "a NUL in a list",
      targetRolesRoute.PUT,
      "PUT",
      { targetRoles: ["Nurse", "Nurse\u0000 Manager"] },
      "targetRoles[1]",
    ],
    [
      "a NUL in a field's name",
      masterResumeRoute.POST,
      "POST",
      { "te\u0000xt": "Ada" },
      "A field name in the request",
    ],
    [
      "a NUL in a nested value",
      masterResumeRoute.POST,
      "POST",
      { text: "Ada", extra: { deep: ["\u0000"] } },
      "extra.deep[0]",
    ],
  ])(
    "%s is a 400 naming the field, and nothing is saved",
    async (_case, handler, method, body, field) => {
      const response = await call(handler, method, { user, body });
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(UNSTORABLE);
      expect(response.json.message.startsWith(field)).toBe(true);
      const jobs = await call(jobsRoute.GET, "GET", { user });
      expect(jobs.json).toHaveLength(1);
      const resume = await call(masterResumeRoute.GET, "GET", { user });
      expect(resume.json).toMatchObject({ text: "Ada Lane\nNurse", targetRoles: [] });
    },
  );

  it("is refused by /api/register too", async () => {
    const response = await call(registerRoute.POST, "POST", {
      body: { email: "nul@example.com", password: "long enough", firstName: "A\u0000da" },
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/^firstName contains a character that cannot be saved/);
  });

  it("is refused in a query string", async () => {
    const response = await call(versionsRoute.GET, "GET", {
      user,
      params: { id: jobId },
      path: `/api/jobs/${jobId}/versions?document=resume%00`,
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/^document contains a character/);
  });

  it("a surrogate pair (an emoji) is text and is saved", async () => {
    const response = await call(resumeRoute.PATCH, "PATCH", {
      user,
      params: { id: jobId },
      body: { text: "Ada Lane 👩‍⚕️\nCharge Nurse" },
    });
    expect(response.status).toBe(200);
    await call(resumeRoute.PATCH, "PATCH", {
      user,
      params: { id: jobId },
      body: { text: "Ada Lane\nCharge Nurse" },
    });
  });
});

describe("ids that are not ids", () => {
  it.each([
    "nope",
    "\u0000",
    "%ff%fe",
    "\ufffd\ufffd",
    "c".repeat(25).toUpperCase(),
    "c" + "a".repeat(200),
    "../" + "x".repeat(22),
    "__proto__",
  ])("%j is a 404 before any query", async (id) => {
    const response = await call(jobRoute.GET, "GET", { user, params: { id } });
    expect(response).toMatchObject({ status: 404, json: { message: "Job not found" } });
    const restore = await call(restoreRoute.POST, "POST", {
      user,
      params: { id: jobId, versionId: id },
    });
    expect(restore).toMatchObject({ status: 404, json: { message: "Version not found" } });
  });

  it("an id of the right shape that names no job is a 404 too", async () => {
    const response = await call(jobRoute.GET, "GET", {
      user,
      params: { id: `c${"0".repeat(24)}` },
    });
    expect(response).toMatchObject({ status: 404, json: { message: "Job not found" } });
  });
});

describe("a JSON body over the limit", () => {
  const huge = JSON.stringify({ text: "x".repeat(MAX_JSON_BYTES) });

  it("is 1 MB by default", () => {
    expect(MAX_JSON_BYTES).toBe(1024 * 1024);
  });

  it("is refused with 413 when its length is announced", async () => {
    const response = await call(resumeRoute.PATCH, "PATCH", {
      user,
      params: { id: jobId },
      body: huge,
      headers: { "content-length": String(huge.length) },
    });
    expect(response.status).toBe(413);
    expect(response.json.message).toMatch(/too large .*over 1 MB/);
  });

  it("is refused with 413 when it is streamed without a length", async () => {
    const response = await call(resumeRoute.PATCH, "PATCH", {
      user,
      params: { id: jobId },
      body: huge,
    });
    expect(response.status).toBe(413);
    const job = await call(jobRoute.GET, "GET", { user, params: { id: jobId } });
    expect(job.json.resume.text).toBe("Ada Lane\nCharge Nurse");
  });

  it("is refused (413) at 50 MB without being parsed", async () => {
    const fifty = "{" + " ".repeat(50 * 1024 * 1024);
    const response = await call(jobsRoute.POST, "POST", { user, body: fifty });
    expect(response.status).toBe(413);
    expect(response.json.message).toMatch(/too large/);
  });

  it("a route that needs more says so: a 500,000-character transcript over 1 MB is saved", async () => {
    const content = "€".repeat(500_000);
    const body = {
      title: "Mercy - Charge Nurse",
      content,
      interviewMode: "text",
      duration: 60,
      interviewDate: "2026-11-01T10:00:00Z",
    };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(MAX_JSON_BYTES);
    const response = await call(transcriptsRoute.POST, "POST", {
      user,
      params: { id: jobId },
      body,
    });
    expect(response.status).toBe(201);
  });
});

describe("paths and methods", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"] as const)(
    "an unknown /api path answers %s with a JSON 404",
    async (method) => {
      const response = await call(unknownRoute[method], method, { path: "/api/nothing-here" });
      expect(response.status).toBe(404);
      expect(response.json.message).toMatch(/There is no API endpoint at this address/);
    },
  );

  it("a method the route does not have is a JSON 405 with Allow", async () => {
    const response = await call(jobRoute.POST, "POST", { user, params: { id: jobId } });
    expect(response.status).toBe(405);
    expect(response.json.message).toBe(
      "This address does not accept POST requests. Use GET or PATCH or DELETE.",
    );
    expect(response.headers.get("allow")).toBe("GET, PATCH, DELETE, HEAD, OPTIONS");
  });
});
