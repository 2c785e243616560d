import * as fitRoute from "@/app/api/jobs/[id]/fit/route";
import * as jobsRoute from "@/app/api/jobs/route";
import * as jobRoute from "@/app/api/jobs/[id]/route";
import * as resumeRoute from "@/app/api/master-resume/route";
import { NO_RESUME_MESSAGE } from "@/lib/jobs/generation-context";
import { FIT_GATE_THRESHOLD } from "@/lib/jobs/fit-gate";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { GENERATION_JOB, GENERATION_RESUME, NURSE_JOB } from "../support/generation";

setupTestDatabase();

let alice: TestUser;

beforeAll(async () => {
  alice = await createTestUser();
  await call(resumeRoute.POST, "POST", { user: alice, body: { text: GENERATION_RESUME } });
});

async function addJob(user: TestUser, title: string, description: string) {
  const job = await call(jobsRoute.POST, "POST", {
    user,
    body: { title, company: "Acme", description },
  });
  return job.json.id as string;
}

const fitOf = (user: TestUser | null, jobId: string) =>
  call(fitRoute.GET, "GET", { user, params: { id: jobId } });

describe("GET /api/jobs/{id}/fit", () => {
  it("judges an unrelated job a poor fit and says why, without writing anything", async () => {
    const jobId = await addJob(alice, "ICU Nurse", NURSE_JOB);
    const { status, json } = await fitOf(alice, jobId);
    expect(status).toBe(200);
    expect(json).toMatchObject({ isScored: true, isPoorFit: true, coverageCovered: 0 });
    expect(json.score).toBeLessThan(FIT_GATE_THRESHOLD);
    expect(json.coverageTotal).toBeGreaterThan(0);
    expect(json.flags.length).toBeGreaterThan(0);
    expect(json.gaps.length).toBeGreaterThan(0);
    const job = (await call(jobRoute.GET, "GET", { user: alice, params: { id: jobId } })).json;
    expect(job).toMatchObject({ analysis: null, resume: null, coverLetter: null, questions: [] });
  });

  it("does not hold back a job the résumé matches", async () => {
    const jobId = await addJob(alice, "Senior Frontend Engineer", GENERATION_JOB);
    const { json } = await fitOf(alice, jobId);
    expect(json.isPoorFit).toBe(false);
    expect(json.score).toBeGreaterThanOrEqual(FIT_GATE_THRESHOLD);
    expect(json.coverageCovered).toBeGreaterThan(0);
  });

  it("asks for a master résumé first (400)", async () => {
    const carol = await createTestUser();
    const jobId = await addJob(carol, "ICU Nurse", NURSE_JOB);
    expect(await fitOf(carol, jobId)).toMatchObject({
      status: 400,
      json: { message: NO_RESUME_MESSAGE },
    });
  });

  it.each([
    [
      "another user's job",
      async () => [await createTestUser(), await addJob(alice, "T", NURSE_JOB)],
      404,
    ],
    ["a job that does not exist", async () => [alice, "nope"], 404],
    ["no session", async () => [null, await addJob(alice, "T", NURSE_JOB)], 401],
  ] as const)("answers %s with %i", async (_case, setup, status) => {
    const [user, jobId] = (await setup()) as [TestUser | null, string];
    expect((await fitOf(user, jobId)).status).toBe(status);
  });

  it("limits fit checks per user with a clear 429, apart from the generation budget", async () => {
    const dan = await createTestUser();
    await call(resumeRoute.POST, "POST", { user: dan, body: { text: GENERATION_RESUME } });
    const jobId = await addJob(dan, "Backend Engineer", GENERATION_JOB);
    for (let i = 0; i < 20; i++) expect((await fitOf(dan, jobId)).status).toBe(200);
    const refused = await fitOf(dan, jobId);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(
      /^You have checked fit or downloaded a lot in the last minute\. Try again in \d+ seconds?\.$/,
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await fitOf(alice, await addJob(alice, "T", GENERATION_JOB))).status).toBe(200);
  });
});
