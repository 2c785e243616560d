import * as jobsRoute from "@/app/api/jobs/route";
import * as jobRoute from "@/app/api/jobs/[id]/route";
import * as resumeRoute from "@/app/api/jobs/[id]/resume/route";
import * as coverLetterRoute from "@/app/api/jobs/[id]/cover-letter/route";
import { db } from "@/lib/db";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await createTestUser();
  bob = await createTestUser();
});

const newJob = (overrides: Record<string, unknown> = {}) => ({
  title: "Backend Engineer",
  company: "Acme",
  description: "Build APIs in TypeScript and PostgreSQL.",
  url: "https://jobs.example.com/1",
  salary: "$120,000 - $150,000 a year",
  ...overrides,
});

async function createJob(user: TestUser, overrides: Record<string, unknown> = {}) {
  const { status, json } = await call(jobsRoute.POST, "POST", { user, body: newJob(overrides) });
  expect(status).toBe(201);
  return json;
}

describe("POST /api/jobs", () => {
  it("creates a prospect job and returns it with its id", async () => {
    const job = await createJob(alice);
    expect(job).toMatchObject({
      ...newJob(),
      status: "prospect",
      analysis: null,
      resume: null,
      coverLetter: null,
      questions: [],
    });
    expect(typeof job.id).toBe("string");
  });

  it("applies the spec defaults for blank fields", async () => {
    const job = await createJob(alice, { title: "  ", company: "", url: "", salary: undefined });
    expect(job).toMatchObject({ title: "Untitled", company: "—", url: null, salary: "" });
  });

  it.each([
    ["no description", { description: undefined }, 400, "Job description must be text"],
    ["blank description", { description: "   " }, 400, "Job description is required"],
    [
      "description too long",
      { description: "x".repeat(50_001) },
      400,
      "Job description must be at most 50,000 characters",
    ],
    ["title too long", { title: "x".repeat(301) }, 400, "Title must be at most 300 characters"],
    ["title not text", { title: 42 }, 400, "Title must be text"],
    [
      "url not http",
      { url: "javascript:alert(1)" },
      400,
      "URL must start with http:// or https://",
    ],
    [
      "url too long",
      { url: `https://x.com/${"a".repeat(2000)}` },
      400,
      "URL must be at most 2000 characters",
    ],
  ])("refuses %s", async (_case, overrides, status, message) => {
    const response = await call(jobsRoute.POST, "POST", { user: alice, body: newJob(overrides) });
    expect(response.status).toBe(status);
    expect(response.json.message).toBe(message);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await call(jobsRoute.POST, "POST", { user: alice, body: "{not json" });
    expect(response).toMatchObject({
      status: 400,
      json: { message: "The request body is not valid JSON." },
    });
  });

  it("refuses a body sent as a form", async () => {
    const response = await call(jobsRoute.POST, "POST", {
      user: alice,
      body: "title=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect(response.json.message).toMatch(/JSON/);
  });

  it("refuses a write from another site's page (Origin check)", async () => {
    const response = await call(jobsRoute.POST, "POST", {
      user: alice,
      body: newJob(),
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.json.message).toMatch(/another site/);
  });
});

describe("GET /api/jobs", () => {
  it("lists only the user's own jobs, most recently updated first, descriptions cut to 160", async () => {
    const user = await createTestUser();
    const first = await createJob(user, { title: "First", description: "d".repeat(1000) });
    const second = await createJob(user, { title: "Second" });
    await createJob(bob, { title: "Not mine" });
    const { status, json } = await call(jobsRoute.GET, "GET", { user });
    expect(status).toBe(200);
    expect(json.map((job: { id: string }) => job.id)).toEqual([second.id, first.id]);
    expect(json[1].description).toHaveLength(160);
  });
});

describe("/api/jobs/{id}", () => {
  it("gets, updates status and description, and deletes", async () => {
    const job = await createJob(alice);
    const params = { id: job.id };
    expect((await call(jobRoute.GET, "GET", { user: alice, params })).json).toMatchObject({
      id: job.id,
      title: "Backend Engineer",
    });

    const moved = await call(jobRoute.PATCH, "PATCH", {
      user: alice,
      params,
      body: { status: "interviewing" },
    });
    expect(moved).toMatchObject({ status: 200, json: { status: "interviewing" } });
    expect(new Date(moved.json.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(job.updatedAt).getTime(),
    );

    const edited = await call(jobRoute.PATCH, "PATCH", {
      user: alice,
      params,
      body: { description: "New text" },
    });
    expect(edited.json).toMatchObject({ description: "New text", status: "interviewing" });

    expect((await call(jobRoute.DELETE, "DELETE", { user: alice, params })).status).toBe(204);
    expect((await call(jobRoute.GET, "GET", { user: alice, params })).status).toBe(404);
  });

  it.each([
    [
      { status: "hired" },
      "Status must be one of: prospect, applied, interviewing, offer, rejected",
    ],
    [{ status: null }, "Status must be one of: prospect, applied, interviewing, offer, rejected"],
    [{ description: "" }, "Job description is required"],
    [{}, "Send a status or a description to update"],
    [[], "The request body must be a JSON object."],
  ])("PATCH refuses %j", async (body, message) => {
    const job = await createJob(alice);
    const response = await call(jobRoute.PATCH, "PATCH", {
      user: alice,
      params: { id: job.id },
      body,
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toContain(message);
  });

  it("answers exactly the JobDetail fields, with questions in order and no owner id", async () => {
    const job = await createJob(alice);
    await db().interviewQuestion.createMany({
      data: [
        { userId: alice.id, jobId: job.id, position: 2, question: "Second?", answer: "B" },
        { userId: alice.id, jobId: job.id, position: 1, question: "First?", answer: "A" },
      ],
    });
    const { json } = await call(jobRoute.GET, "GET", { user: alice, params: { id: job.id } });
    expect(Object.keys(json).sort()).toEqual(
      [
        "analysis",
        "company",
        "coverLetter",
        "createdAt",
        "description",
        "handEdits",
        "id",
        "location",
        "questions",
        "resume",
        "salary",
        "staleness",
        "status",
        "title",
        "updatedAt",
        "url",
      ].sort(),
    );
    expect(json.questions.map((item: { question: string }) => item.question)).toEqual([
      "First?",
      "Second?",
    ]);
    expect(Object.keys(json.questions[0]).sort()).toEqual(["answer", "id", "question"]);
  });

  it("answers 404 for an id that does not exist", async () => {
    const response = await call(jobRoute.GET, "GET", { user: alice, params: { id: "nope" } });
    expect(response).toMatchObject({ status: 404, json: { message: "Job not found" } });
  });
});

describe("PATCH /api/jobs/{id}/resume and /cover-letter", () => {
  it("saves the tailored résumé and the cover letter", async () => {
    const job = await createJob(alice);
    const params = { id: job.id };
    const resume = await call(resumeRoute.PATCH, "PATCH", {
      user: alice,
      params,
      body: { text: "My tailored résumé" },
    });
    expect(resume.json.resume).toEqual({ text: "My tailored résumé", recommendations: [] });
    const letter = await call(coverLetterRoute.PATCH, "PATCH", {
      user: alice,
      params,
      body: { text: "Dear Acme" },
    });
    expect(letter.json.coverLetter).toEqual({ text: "Dear Acme" });
  });

  it.each([
    [resumeRoute.PATCH, { text: 5 }, "Résumé must be text"],
    [resumeRoute.PATCH, { text: "x".repeat(100_001) }, "Résumé must be at most 100,000 characters"],
    [coverLetterRoute.PATCH, {}, "Cover letter must be text"],
    [
      coverLetterRoute.PATCH,
      { text: "x".repeat(50_001) },
      "Cover letter must be at most 50,000 characters",
    ],
  ])("refuses bad input (%#)", async (handler, body, message) => {
    const job = await createJob(alice);
    const response = await call(handler, "PATCH", { user: alice, params: { id: job.id }, body });
    expect(response.status).toBe(400);
    expect(response.json.message).toContain(message);
  });
});

describe("sessions and ownership", () => {
  const routes = [
    ["GET /api/jobs", jobsRoute.GET, "GET", undefined],
    ["POST /api/jobs", jobsRoute.POST, "POST", newJob()],
    ["GET /api/jobs/{id}", jobRoute.GET, "GET", undefined],
    ["PATCH /api/jobs/{id}", jobRoute.PATCH, "PATCH", { status: "applied" }],
    ["DELETE /api/jobs/{id}", jobRoute.DELETE, "DELETE", undefined],
    ["PATCH /api/jobs/{id}/resume", resumeRoute.PATCH, "PATCH", { text: "x" }],
    ["PATCH /api/jobs/{id}/cover-letter", coverLetterRoute.PATCH, "PATCH", { text: "x" }],
  ] as const;

  it.each(routes)("%s answers 401 without a session", async (_name, handler, method, body) => {
    const job = await createJob(alice);
    const response = await call(handler, method, { body, params: { id: job.id } });
    expect(response).toMatchObject({ status: 401, json: { message: "Unauthorized" } });
  });

  it.each(routes)(
    "%s answers 401 for a forged session cookie",
    async (_name, handler, method, body) => {
      const forged = { ...alice, cookie: "next-auth.session-token=not-a-real-token" };
      const response = await call(handler, method, { user: forged, body, params: { id: "x" } });
      expect(response.status).toBe(401);
    },
  );

  it.each(routes.filter(([name]) => name.includes("{id}")))(
    "%s answers 404 for another user's job and leaves it unchanged",
    async (_name, handler, method, body) => {
      const job = await createJob(alice, { title: "Alice's job" });
      const response = await call(handler, method, { user: bob, body, params: { id: job.id } });
      expect(response).toMatchObject({ status: 404, json: { message: "Job not found" } });
      const after = await call(jobRoute.GET, "GET", { user: alice, params: { id: job.id } });
      expect(after.json).toMatchObject({
        title: "Alice's job",
        status: "prospect",
        resume: null,
        coverLetter: null,
      });
    },
  );
});
