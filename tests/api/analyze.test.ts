import * as analyzeRoute from "@/app/api/jobs/[id]/analyze/route";
import * as jobsRoute from "@/app/api/jobs/route";
import * as jobRoute from "@/app/api/jobs/[id]/route";
import * as resumeRoute from "@/app/api/master-resume/route";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

const RESUME = `Jane Doe
Senior Frontend Engineer, Northwind (2019 - Present)
- Led the migration of the customer dashboard to React and TypeScript.
- Built GraphQL services in Node.js on AWS.
Skills: JavaScript, CSS, Jest`;

const JOB = `We are hiring a Senior Frontend Engineer.
Requirements:
- Experience with React and TypeScript
- Kubernetes in production
Nice to have:
- GraphQL`;

let alice: TestUser;
let jobId: string;

beforeAll(async () => {
  alice = await createTestUser();
  await call(resumeRoute.POST, "POST", { user: alice, body: { text: RESUME } });
  const job = await call(jobsRoute.POST, "POST", {
    user: alice,
    body: { title: "Senior Frontend Engineer", company: "Acme", description: JOB },
  });
  jobId = job.json.id;
});

describe("POST /api/jobs/{id}/analyze", () => {
  it("scores the job from the résumé, with the evidence line behind each requirement, and stores it", async () => {
    const response = await call(analyzeRoute.POST, "POST", { user: alice, params: { id: jobId } });
    expect(response.status).toBe(200);
    const { analysis } = response.json;
    expect(analysis.isScored).toBe(true);
    expect(analysis.score).toBeGreaterThan(0);
    expect(analysis.score).toBeLessThanOrEqual(100);
    const react = analysis.requirements.find(
      (item: { keyword: string }) => item.keyword === "React",
    );
    expect(react).toMatchObject({
      keyword: "React",
      kind: "required",
      evidence: "- Led the migration of the customer dashboard to React and TypeScript.",
    });
    const kubernetes = analysis.requirements.find(
      (item: { keyword: string }) => item.keyword === "Kubernetes",
    );
    expect(kubernetes).toMatchObject({ kind: "required", evidence: null });
    expect(analysis.gaps.join(" ")).toContain("Kubernetes");
    expect(analysis.coverageTotal).toBe(analysis.requirements.length);

    const stored = await call(jobRoute.GET, "GET", { user: alice, params: { id: jobId } });
    expect(stored.json.analysis).toEqual(analysis);
  });

  it("gives the same analysis for the same inputs", async () => {
    const first = await call(analyzeRoute.POST, "POST", { user: alice, params: { id: jobId } });
    const second = await call(analyzeRoute.POST, "POST", { user: alice, params: { id: jobId } });
    expect(second.json.analysis).toEqual(first.json.analysis);
  });

  it("asks for a master résumé first", async () => {
    const bob = await createTestUser();
    const job = await call(jobsRoute.POST, "POST", { user: bob, body: { description: JOB } });
    const response = await call(analyzeRoute.POST, "POST", {
      user: bob,
      params: { id: job.json.id },
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(
      "Add your master résumé first: everything here is written from it.",
    );
  });

  it("answers 401 without a session and 404 for another user's job, writing nothing", async () => {
    expect((await call(analyzeRoute.POST, "POST", { params: { id: jobId } })).status).toBe(401);
    const carol = await createTestUser();
    const job = await call(jobsRoute.POST, "POST", { user: carol, body: { description: JOB } });
    const response = await call(analyzeRoute.POST, "POST", {
      user: alice,
      params: { id: job.json.id },
    });
    expect(response).toMatchObject({ status: 404, json: { message: "Job not found" } });
    const untouched = await call(jobRoute.GET, "GET", { user: carol, params: { id: job.json.id } });
    expect(untouched.json.analysis).toBeNull();
  });

  it("limits generation per user with a clear 429", async () => {
    const dave = await createTestUser();
    await call(resumeRoute.POST, "POST", { user: dave, body: { text: RESUME } });
    const job = await call(jobsRoute.POST, "POST", { user: dave, body: { description: JOB } });
    let last = { status: 200, json: {} as { message?: string } };
    for (let attempt = 0; attempt < 31; attempt++) {
      last = await call(analyzeRoute.POST, "POST", { user: dave, params: { id: job.json.id } });
    }
    expect(last.status).toBe(429);
    expect(last.json.message).toMatch(/Try again in \d+ seconds?\./);
  });
});
