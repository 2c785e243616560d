import * as analyzeRoute from "@/app/api/jobs/[id]/analyze/route";
import * as generateAllRoute from "@/app/api/jobs/[id]/generate-all/route";
import * as resumeRoute from "@/app/api/jobs/[id]/resume/route";
import * as jobRoute from "@/app/api/jobs/[id]/route";
import * as streamResumeRoute from "@/app/api/jobs/[id]/stream-resume/route";
import * as masterResumeRoute from "@/app/api/master-resume/route";
import { setLanguageModelOverride } from "@/lib/ai/provider";
import { db } from "@/lib/db";
import { call, callRaw, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import {
  GENERATION_JOB,
  GENERATION_RESUME,
  readChunks,
  seedResumeAndJob,
} from "../support/generation";
import { listVersions, restoreVersion } from "../support/versions";

setupTestDatabase();
beforeAll(() => setLanguageModelOverride(null));
afterAll(() => setLanguageModelOverride(undefined));

const FRESH = { analysis: null, resume: null, coverLetter: null, questions: null };
const everything = (reason: string) => ({
  analysis: reason,
  resume: reason,
  coverLetter: reason,
  questions: reason,
});

/** A user whose job has everything generated from the current texts. */
async function generated() {
  const user = await createTestUser();
  const jobId = await seedResumeAndJob(user);
  const response = await call(generateAllRoute.POST, "POST", { user, params: { id: jobId } });
  expect(response.status).toBe(200);
  expect(response.json.staleness).toEqual(FRESH);
  return { user, jobId };
}

const staleness = async (user: TestUser, jobId: string) =>
  (await call(jobRoute.GET, "GET", { user, params: { id: jobId } })).json.staleness;
const editDescription = (user: TestUser, jobId: string, description: string) =>
  call(jobRoute.PATCH, "PATCH", { user, params: { id: jobId }, body: { description } });
const saveMasterResume = (user: TestUser, text: string) =>
  call(masterResumeRoute.POST, "POST", { user, body: { text } });

describe("staleness in GET /api/jobs/{id}", () => {
  it("is null for parts never generated", async () => {
    const user = await createTestUser();
    const jobId = await seedResumeAndJob(user);
    expect(await staleness(user, jobId)).toEqual(FRESH);
  });

  it.each([
    ["the job description", "job-description", true, false],
    ["the master résumé", "resume", false, true],
    ["both", "both", true, true],
  ])("names %s when it changed since generation", async (_case, reason, isJob, isResume) => {
    const { user, jobId } = await generated();
    if (isJob) await editDescription(user, jobId, `${GENERATION_JOB}\n- Terraform`);
    if (isResume) await saveMasterResume(user, `${GENERATION_RESUME}\nVolunteer coding teacher`);
    expect(await staleness(user, jobId)).toEqual(everything(reason));
  });

  it("clears for the part that is generated again, and only for it", async () => {
    const { user, jobId } = await generated();
    await editDescription(user, jobId, `${GENERATION_JOB}\n- Terraform`);
    await call(analyzeRoute.POST, "POST", { user, params: { id: jobId } });
    expect(await staleness(user, jobId)).toEqual({
      ...everything("job-description"),
      analysis: null,
    });
  });

  it("agrees with PostgreSQL's md5 on text beyond ASCII", async () => {
    const { user, jobId } = await generated();
    await saveMasterResume(user, `${GENERATION_RESUME}\nDéveloppeuse — café ☕ 日本語`);
    await editDescription(user, jobId, `${GENERATION_JOB}\n- Français courant (C1) ✓`);
    await call(analyzeRoute.POST, "POST", { user, params: { id: jobId } });
    expect((await staleness(user, jobId)).analysis).toBeNull();
  });

  it("goes away when the text changes back", async () => {
    const { user, jobId } = await generated();
    await editDescription(user, jobId, "Something else entirely");
    await editDescription(user, jobId, GENERATION_JOB);
    expect(await staleness(user, jobId)).toEqual(FRESH);
  });

  it("stays on a hand edit of an out-of-date résumé, and a restore brings back its version's", async () => {
    const { user, jobId } = await generated();
    await editDescription(user, jobId, `${GENERATION_JOB}\n- Terraform`);
    await call(resumeRoute.PATCH, "PATCH", {
      user,
      params: { id: jobId },
      body: { text: "Edited" },
    });
    expect((await staleness(user, jobId)).resume).toBe("job-description");

    // Written by hand from scratch: nothing it was written for, so never out of date.
    const fresh = await createTestUser();
    const freshJob = await seedResumeAndJob(fresh);
    await call(resumeRoute.PATCH, "PATCH", {
      user: fresh,
      params: { id: freshJob },
      body: { text: "My own" },
    });
    await editDescription(fresh, freshJob, "Changed");
    expect((await staleness(fresh, freshJob)).resume).toBeNull();

    // Written again for the new description, then the earlier version restored: out of date again.
    const stream = await callRaw(streamResumeRoute.POST, "POST", { user, params: { id: jobId } });
    await readChunks(stream);
    expect((await staleness(user, jobId)).resume).toBeNull();
    const [, edited] = (await listVersions(user, jobId, "resume")).json;
    expect(edited.text).toBe("Edited");
    await restoreVersion(user, jobId, edited.id);
    expect((await staleness(user, jobId)).resume).toBe("job-description");
  });

  it("treats parts written before fingerprints were kept as up to date", async () => {
    const { user, jobId } = await generated();
    await db().job.update({
      where: { id: jobId },
      data: {
        resumeInputs: { unexpected: true },
        coverLetterInputs: "not an object",
      },
    });
    await db()
      .$executeRaw`UPDATE "Job" SET "analysisInputs" = NULL, "questionsInputs" = NULL WHERE id = ${jobId}`;
    await editDescription(user, jobId, "A different posting");
    expect(await staleness(user, jobId)).toEqual(FRESH);
  });
});
