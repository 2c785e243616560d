import * as generateAllRoute from "@/app/api/jobs/[id]/generate-all/route";
import * as questionsRoute from "@/app/api/jobs/[id]/generate-questions/route";
import * as coverLetterRoute from "@/app/api/jobs/[id]/cover-letter/route";
import * as resumeRoute from "@/app/api/jobs/[id]/resume/route";
import * as jobRoute from "@/app/api/jobs/[id]/route";
import * as streamResumeRoute from "@/app/api/jobs/[id]/stream-resume/route";
import { setLanguageModelOverride } from "@/lib/ai/provider";
import { VERSIONS_KEPT } from "@/lib/jobs/document-versions";
import { call, callRaw, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { readChunks, seedResumeAndJob } from "../support/generation";
import { failingModel, generatingModel, streamingModel } from "../support/mock-models";
import { listVersions, restoreVersion } from "../support/versions";

setupTestDatabase();
afterEach(() => setLanguageModelOverride(undefined));

type Version = { id: string; origin: string; isCurrent: boolean; text: string; createdAt: string };

async function owner() {
  const user = await createTestUser();
  return { user, jobId: await seedResumeAndJob(user) };
}

const getJob = async (user: TestUser, jobId: string) =>
  (await call(jobRoute.GET, "GET", { user, params: { id: jobId } })).json;

const saveResume = (user: TestUser, jobId: string, text: string) =>
  call(resumeRoute.PATCH, "PATCH", { user, params: { id: jobId }, body: { text } });

async function streamResume(user: TestUser, jobId: string, chunks: string[]) {
  setLanguageModelOverride(streamingModel({ chunks }));
  const response = await callRaw(streamResumeRoute.POST, "POST", { user, params: { id: jobId } });
  expect(response.status).toBe(200);
  await readChunks(response);
}

const texts = (versions: Version[]) => versions.map((version) => version.text);

describe("versions of the tailored résumé", () => {
  it("records each replacement, newest first, with its origin; the newest is current", async () => {
    const { user, jobId } = await owner();
    await streamResume(user, jobId, ["Generated ", "one"]);
    await saveResume(user, jobId, "My hand edit");
    await streamResume(user, jobId, ["Generated ", "two"]);

    const { status, json } = await listVersions(user, jobId, "resume");
    expect(status).toBe(200);
    expect(texts(json)).toEqual(["Generated two", "My hand edit", "Generated one"]);
    expect(json.map((version: Version) => version.origin)).toEqual([
      "generated",
      "edited",
      "generated",
    ]);
    expect(json.map((version: Version) => version.isCurrent)).toEqual([true, false, false]);
    const times = json.map((version: Version) => Date.parse(version.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("says whether the stored text is a hand edit", async () => {
    const { user, jobId } = await owner();
    await streamResume(user, jobId, ["Generated"]);
    expect((await getJob(user, jobId)).handEdits).toEqual({ resume: false, coverLetter: false });
    await saveResume(user, jobId, "Edited by me");
    expect((await getJob(user, jobId)).handEdits).toEqual({ resume: true, coverLetter: false });
    await streamResume(user, jobId, ["Generated again"]);
    expect((await getJob(user, jobId)).handEdits.resume).toBe(false);
  });

  it("records nothing when a save does not change the text", async () => {
    const { user, jobId } = await owner();
    await saveResume(user, jobId, "Same text");
    await saveResume(user, jobId, "Same text");
    expect(texts((await listVersions(user, jobId, "resume")).json)).toEqual(["Same text"]);
  });

  it(`keeps the last ${VERSIONS_KEPT} versions`, async () => {
    const { user, jobId } = await owner();
    for (let index = 1; index <= VERSIONS_KEPT + 3; index++) {
      await saveResume(user, jobId, `Edit ${index}`);
    }
    const { json } = await listVersions(user, jobId, "resume");
    expect(json).toHaveLength(VERSIONS_KEPT);
    expect(json[0].text).toBe(`Edit ${VERSIONS_KEPT + 3}`);
    expect(json.at(-1).text).toBe("Edit 4");
  });

  it("keeps the versions as they were when a generation fails", async () => {
    const { user, jobId } = await owner();
    await saveResume(user, jobId, "Kept");
    setLanguageModelOverride(failingModel());
    const response = await call(streamResumeRoute.POST, "POST", { user, params: { id: jobId } });
    expect(response.status).toBe(502);
    expect(texts((await listVersions(user, jobId, "resume")).json)).toEqual(["Kept"]);
  });
});

describe("POST /api/jobs/{id}/versions/{versionId}/restore", () => {
  it("makes an earlier text current, keeps the replaced one, and can be undone", async () => {
    const { user, jobId } = await owner();
    await saveResume(user, jobId, "My hand edit");
    await streamResume(user, jobId, ["Regenerated"]);
    const [current, edit] = (await listVersions(user, jobId, "resume")).json as Version[];

    const restored = await restoreVersion(user, jobId, edit.id);
    expect(restored.status).toBe(200);
    expect(restored.json.job.resume.text).toBe("My hand edit");
    expect(restored.json.job.handEdits.resume).toBe(true);
    expect(restored.json.replacedVersionId).toBe(current.id);
    expect(texts((await listVersions(user, jobId, "resume")).json)).toEqual([
      "My hand edit",
      "Regenerated",
      "My hand edit",
    ]);

    const undone = await restoreVersion(user, jobId, restored.json.replacedVersionId);
    expect(undone.json.job.resume.text).toBe("Regenerated");
    expect(undone.json.job.handEdits.resume).toBe(false);
  });

  it("changes nothing when the version is already the current text", async () => {
    const { user, jobId } = await owner();
    await saveResume(user, jobId, "Only text");
    const [current] = (await listVersions(user, jobId, "resume")).json as Version[];
    const response = await restoreVersion(user, jobId, current.id);
    expect(response.status).toBe(200);
    expect(response.json.replacedVersionId).toBeNull();
    expect((await listVersions(user, jobId, "resume")).json).toHaveLength(1);
  });

  it("adds no version when the current text already has the restored words", async () => {
    const { user, jobId } = await owner();
    await saveResume(user, jobId, "Same words");
    await saveResume(user, jobId, "Other words");
    await saveResume(user, jobId, "Same words");
    const versions = (await listVersions(user, jobId, "resume")).json as Version[];
    const response = await restoreVersion(user, jobId, versions[versions.length - 1].id);
    expect(response.status).toBe(200);
    expect(response.json.replacedVersionId).toBeNull();
    expect((await listVersions(user, jobId, "resume")).json).toHaveLength(3);
  });

  it("restores an earlier cover letter and an earlier question set", async () => {
    const { user, jobId } = await owner();
    const saveLetter = (text: string) =>
      call(coverLetterRoute.PATCH, "PATCH", { user, params: { id: jobId }, body: { text } });
    await saveLetter("Dear Acme, first");
    await saveLetter("Dear Acme, second");
    const letters = (await listVersions(user, jobId, "cover-letter")).json;
    const letter = await restoreVersion(user, jobId, letters[1].id);
    expect(letter.json.job.coverLetter.text).toBe("Dear Acme, first");

    const questionSet = (question: string) =>
      generatingModel(JSON.stringify({ questions: [{ question, answer: "An answer." }] }));
    for (const question of ["Why Acme?", "Why React?"]) {
      setLanguageModelOverride(questionSet(question));
      await call(questionsRoute.POST, "POST", { user, params: { id: jobId } });
    }
    const sets = (await listVersions(user, jobId, "questions")).json;
    expect(
      sets.map((set: { questions: { question: string }[] }) => set.questions[0].question),
    ).toEqual(["Why React?", "Why Acme?"]);
    const questions = await restoreVersion(user, jobId, sets[1].id);
    expect(questions.json.job.questions).toMatchObject([
      { question: "Why Acme?", answer: "An answer." },
    ]);
  });

  it("Generate All keeps what it replaces as versions", async () => {
    const { user, jobId } = await owner();
    await saveResume(user, jobId, "Written before Generate All");
    setLanguageModelOverride(null);
    expect(
      (await call(generateAllRoute.POST, "POST", { user, params: { id: jobId } })).status,
    ).toBe(200);
    const resumes = (await listVersions(user, jobId, "resume")).json as Version[];
    expect(resumes.map((version) => version.origin)).toEqual(["generated", "edited"]);
    expect(resumes[1].text).toBe("Written before Generate All");
    expect((await listVersions(user, jobId, "cover-letter")).json).toHaveLength(1);
    expect((await listVersions(user, jobId, "questions")).json).toHaveLength(1);
  });
});

describe("bad requests and other people's rows", () => {
  let alice: { user: TestUser; jobId: string };
  let bob: { user: TestUser; jobId: string };
  let aliceVersionId: string;

  beforeAll(async () => {
    alice = await owner();
    bob = await owner();
    await saveResume(alice.user, alice.jobId, "Alice's résumé");
    aliceVersionId = (await listVersions(alice.user, alice.jobId, "resume")).json[0].id;
  });

  it.each([
    ["no document", "", "Document must be one of: resume, cover-letter, questions"],
    ["an unknown document", "letter", "Document must be one of: resume, cover-letter, questions"],
  ])("GET versions with %s is a 400", async (_case, document, message) => {
    const response = await listVersions(alice.user, alice.jobId, document);
    expect(response).toMatchObject({ status: 400, json: { message } });
  });

  type Restore = () => [TestUser, string, string];
  it.each<[string, Restore, string]>([
    ["another user's job", () => [bob.user, alice.jobId, aliceVersionId], "Job not found"],
    [
      "another user's version through their own job",
      () => [bob.user, bob.jobId, aliceVersionId],
      "Version not found",
    ],
    ["a version that does not exist", () => [alice.user, alice.jobId, "nope"], "Version not found"],
  ])("restoring %s is a 404", async (_case, args, message) => {
    const [user, jobId, versionId] = args();
    const response = await restoreVersion(user, jobId, versionId);
    expect(response).toMatchObject({ status: 404, json: { message } });
    expect((await getJob(alice.user, alice.jobId)).resume.text).toBe("Alice's résumé");
  });

  it("answers 404 for the versions of another user's job", async () => {
    const response = await listVersions(bob.user, alice.jobId, "resume");
    expect(response).toMatchObject({ status: 404, json: { message: "Job not found" } });
  });

  it("restoring a version of another job of the same user is a 404", async () => {
    const otherJob = await seedResumeAndJob(alice.user);
    const response = await restoreVersion(alice.user, otherJob, aliceVersionId);
    expect(response).toMatchObject({ status: 404, json: { message: "Version not found" } });
  });

  it.each([
    ["GET versions", () => listVersions(null as unknown as TestUser, alice.jobId, "resume")],
    [
      "POST restore",
      () => restoreVersion(null as unknown as TestUser, alice.jobId, aliceVersionId),
    ],
  ])("%s answers 401 without a session", async (_case, request) => {
    expect((await request()).status).toBe(401);
  });
});
