import * as jobRoute from "@/app/api/jobs/[id]/route";
import * as insightRoute from "@/app/api/interview-insight/route";
import * as sessionRoute from "@/app/api/interview-insight/[sessionId]/route";
import * as questionsRoute from "@/app/api/interview-insight/[sessionId]/questions/route";
import { setLanguageModelOverride } from "@/lib/ai/provider";
import type { InsightSession } from "@/lib/interview/types";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { createJob, form, JOB, paste, TRANSCRIPT } from "../support/insight";
import { failingModel, generatingModel } from "../support/mock-models";

setupTestDatabase();

let alice: TestUser;
let bob: TestUser;
let aliceJob: string;
let aliceOtherJob: string;
let bobJob: string;

beforeAll(async () => {
  for (const name of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "TRANSCRIPTION_BASE_URL"])
    delete process.env[name];
  setLanguageModelOverride(null);
  alice = await createTestUser();
  bob = await createTestUser();
  aliceJob = await createJob(alice);
  aliceOtherJob = await createJob(alice, { title: "Platform Engineer" });
  bobJob = await createJob(bob);
});

afterAll(() => setLanguageModelOverride(undefined));

describe("POST /api/interview-insight with a transcript", () => {
  it("analyses a pasted transcript with a job and answers 201 with the session", async () => {
    const { status, json } = await paste(alice, {
      transcript: TRANSCRIPT,
      jobId: aliceJob,
    });
    expect(status).toBe(201);
    const session = json as InsightSession;
    expect(session).toMatchObject({
      jobId: aliceJob,
      job: { id: aliceJob, title: JOB.title, company: JOB.company },
      transcript: TRANSCRIPT,
      durationSeconds: null,
    });
    expect(session.id).toMatch(/^c[a-z0-9]{24}$/);
    expect(Date.parse(session.createdAt)).not.toBeNaN();
    expect(session.notes.questions).toEqual([
      "Tell me about a project you are proud of.",
      "Have you run services on Kubernetes?",
    ]);
    expect(session.notes.delivery).toMatchObject({
      words: 42,
      fillerCount: 2,
      wordsPerMinute: null,
    });
    expect(session.notes.coverage!.demonstrated).toContainEqual({
      requirement: "TypeScript",
      quote: "I rewrote the payment service in TypeScript and moved its data to PostgreSQL.",
    });
    expect(session.notes.coverage!.untouched).toContain("Kubernetes");
    expect(session.notes.strengths[0].quote).toBe("As a result checkout latency dropped by 40%.");
    expect(session.notes.followUpQuestions).toContain(
      "Can you tell us about your experience with Kubernetes?",
    );
  });

  it("takes a JSON body too, and no job", async () => {
    const { status, json } = await call(insightRoute.POST, "POST", {
      user: alice,
      body: { transcript: TRANSCRIPT, jobId: null },
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({ jobId: null, job: null });
    expect(json.notes.coverage).toBeNull();
  });

  it("lets a model word the notes but keeps every quote and figure", async () => {
    setLanguageModelOverride(
      generatingModel(() =>
        JSON.stringify({
          summary: "A strong opening answer.",
          strengths: [
            "You told the whole story.",
            "You named TypeScript.",
            "You named PostgreSQL.",
          ],
          gaps: ["The Kubernetes answer was brief."],
          improvements: ["Give one example next time."],
          // A number nobody said: this part keeps the local wording.
          additionalNotes: "You spoke 250 words a minute.",
        }),
      ),
    );
    try {
      const { status, json } = await paste(alice, { transcript: TRANSCRIPT, jobId: aliceJob });
      expect(status).toBe(201);
      expect(json.notes.summary).toBe("A strong opening answer.");
      expect(json.notes.strengths[0]).toEqual({
        text: "You told the whole story.",
        quote: "As a result checkout latency dropped by 40%.",
      });
      expect(json.notes.delivery.words).toBe(42);
      expect(json.notes.additionalNotes).toMatch(/^Pace: unknown/);
    } finally {
      setLanguageModelOverride(null);
    }
  });

  it("keeps the local wording when the model fails", async () => {
    setLanguageModelOverride(failingModel());
    try {
      const { status, json } = await paste(alice, { transcript: TRANSCRIPT });
      expect(status).toBe(201);
      expect(json.notes.summary).toMatch(/^2 questions and 2 answers/);
    } finally {
      setLanguageModelOverride(null);
    }
  });
});

describe("bad input", () => {
  it.each([
    ["a blank transcript", { transcript: "   \n " }, 400, "Transcript is required"],
    ["neither audio nor transcript", { jobId: "" }, 400, "Send an audio file"],
    [
      "both audio and transcript",
      {
        transcript: TRANSCRIPT,
        audio: new File([new Uint8Array([0x49, 0x44, 0x33, 4])], "a.mp3", { type: "audio/mpeg" }),
      },
      400,
      "not both",
    ],
    [
      "a transcript over 200,000 characters",
      { transcript: "word ".repeat(40_001) },
      400,
      "at most 200,000 characters",
    ],
    [
      "a NUL in the transcript",
      { transcript: "Interviewer: hi?\u0000" },
      400,
      "transcript contains a character",
    ],
    [
      "a jobId that is not an id",
      { transcript: TRANSCRIPT, jobId: "../../etc" },
      404,
      "Job not found",
    ],
    [
      "a file in another field",
      { transcript: TRANSCRIPT, resume: new File(["x"], "x.txt") },
      400,
      'the "audio" field',
    ],
  ] as [string, Record<string, string | Blob>, number, string][])(
    "%s",
    async (_label, fields, status, message) => {
      const response = await call(insightRoute.POST, "POST", { user: alice, body: form(fields) });
      expect(response.status).toBe(status);
      expect(response.json.message).toContain(message);
    },
  );

  it("refuses another user's job with 404 and saves nothing", async () => {
    const before = await call(insightRoute.GET, "GET", { user: alice });
    const response = await paste(alice, { transcript: TRANSCRIPT, jobId: bobJob });
    expect(response).toMatchObject({ status: 404, json: { message: "Job not found" } });
    const after = await call(insightRoute.GET, "GET", { user: alice });
    expect(after.json).toHaveLength(before.json.length);
  });

  it("refuses a JSON body that is not an object of text", async () => {
    const response = await call(insightRoute.POST, "POST", {
      user: alice,
      body: { transcript: 42 },
    });
    expect(response).toMatchObject({ status: 400, json: { message: "Transcript must be text" } });
  });

  it("refuses a text/plain post (415) and a signed-out one (401)", async () => {
    const plain = await call(insightRoute.POST, "POST", {
      user: alice,
      body: "transcript=hi",
      headers: { "content-type": "text/plain" },
    });
    expect(plain.status).toBe(415);
    expect((await paste(null as unknown as TestUser, { transcript: TRANSCRIPT })).status).toBe(401);
  });
});

describe("listing, assigning and deleting sessions", () => {
  let first: InsightSession;
  let second: InsightSession;

  beforeAll(async () => {
    first = (await paste(alice, { transcript: TRANSCRIPT, jobId: aliceJob })).json;
    second = (
      await paste(alice, { transcript: `${TRANSCRIPT}\nInterviewer: Any questions for us?` })
    ).json;
  });

  it("lists the user's sessions, most recently updated first, and filters by job", async () => {
    const all = await call(insightRoute.GET, "GET", { user: alice });
    expect(all.status).toBe(200);
    const ids = all.json.map((session: InsightSession) => session.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const forJob = await call(insightRoute.GET, "GET", {
      user: alice,
      path: `/api/interview-insight?jobId=${aliceJob}`,
    });
    expect(forJob.json.every((session: InsightSession) => session.jobId === aliceJob)).toBe(true);
    expect(forJob.json.map((session: InsightSession) => session.id)).toContain(first.id);
    expect(await call(insightRoute.GET, "GET", { user: bob })).toMatchObject({
      status: 200,
      json: [],
    });
  });

  it("answers 404 for another user's job filter", async () => {
    const response = await call(insightRoute.GET, "GET", {
      user: bob,
      path: `/api/interview-insight?jobId=${aliceJob}`,
    });
    expect(response).toMatchObject({ status: 404, json: { message: "Job not found" } });
  });

  it("assigns a session to a job, to another, and to none; the list order follows", async () => {
    const moved = await call(sessionRoute.PATCH, "PATCH", {
      user: alice,
      params: { sessionId: first.id },
      body: { jobId: aliceOtherJob },
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({
      id: first.id,
      jobId: aliceOtherJob,
      job: { title: "Platform Engineer" },
    });
    const all = await call(insightRoute.GET, "GET", { user: alice });
    expect(all.json[0].id).toBe(first.id);
    const none = await call(sessionRoute.PATCH, "PATCH", {
      user: alice,
      params: { sessionId: first.id },
      body: { jobId: null },
    });
    expect(none.json).toMatchObject({ jobId: null, job: null });
  });

  it.each([
    ["a missing jobId", {}, 400],
    ["a jobId that is a number", { jobId: 7 }, 400],
    ["a jobId that is not an id", { jobId: "nope" }, 404],
  ])("refuses %s when assigning", async (_label, body, status) => {
    const response = await call(sessionRoute.PATCH, "PATCH", {
      user: alice,
      params: { sessionId: first.id },
      body,
    });
    expect(response.status).toBe(status);
    expect(typeof response.json.message).toBe("string");
  });

  it("keeps sessions between users: 404 for another user's session or job", async () => {
    const theirs = await call(sessionRoute.PATCH, "PATCH", {
      user: bob,
      params: { sessionId: first.id },
      body: { jobId: null },
    });
    expect(theirs).toMatchObject({ status: 404, json: { message: "Interview session not found" } });
    const toTheirJob = await call(sessionRoute.PATCH, "PATCH", {
      user: alice,
      params: { sessionId: first.id },
      body: { jobId: bobJob },
    });
    expect(toTheirJob).toMatchObject({ status: 404, json: { message: "Job not found" } });
    const deleted = await call(sessionRoute.DELETE, "DELETE", {
      user: bob,
      params: { sessionId: first.id },
    });
    expect(deleted.status).toBe(404);
    const questions = await call(questionsRoute.POST, "POST", {
      user: bob,
      params: { sessionId: first.id },
      body: { questions: ["Why?"] },
    });
    expect(questions.status).toBe(404);
    expect(
      (await call(sessionRoute.DELETE, "DELETE", { user: alice, params: { sessionId: "x" } }))
        .status,
    ).toBe(404);
  });

  it("deletes a session; a second delete is a 404", async () => {
    const response = await call(sessionRoute.DELETE, "DELETE", {
      user: alice,
      params: { sessionId: second.id },
    });
    expect(response.status).toBe(204);
    const all = await call(insightRoute.GET, "GET", { user: alice });
    expect(all.json.map((session: InsightSession) => session.id)).not.toContain(second.id);
    expect(
      (await call(sessionRoute.DELETE, "DELETE", { user: alice, params: { sessionId: second.id } }))
        .status,
    ).toBe(404);
  });

  it("keeps a session, unassigned, when its job is deleted", async () => {
    const jobId = await createJob(alice, { title: "Temporary" });
    const session = (await paste(alice, { transcript: TRANSCRIPT, jobId })).json;
    expect(
      (await call(jobRoute.DELETE, "DELETE", { user: alice, params: { id: jobId } })).status,
    ).toBeLessThan(300);
    const all = await call(insightRoute.GET, "GET", { user: alice });
    expect(all.json.find((item: InsightSession) => item.id === session.id)).toMatchObject({
      jobId: null,
      job: null,
    });
  });
});
