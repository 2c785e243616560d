import * as jobRoute from "@/app/api/jobs/[id]/route";
import * as questionsRoute from "@/app/api/interview-insight/[sessionId]/questions/route";
import * as configRoute from "@/app/api/interview-insight/config/route";
import { setLanguageModelOverride } from "@/lib/ai/provider";
import type { InsightSession } from "@/lib/interview/types";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { createJob, paste, TRANSCRIPT } from "../support/insight";

// Interview Insight beyond one session: questions to the job's Q&A, the rate limit, config.
setupTestDatabase();

let alice: TestUser;

beforeAll(async () => {
  for (const name of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "TRANSCRIPTION_BASE_URL"])
    delete process.env[name];
  setLanguageModelOverride(null);
  alice = await createTestUser();
});

afterAll(() => setLanguageModelOverride(undefined));

describe("POST /api/interview-insight/{id}/questions", () => {
  // A person of their own: the sessions this block makes would pass alice's rate limit.
  let carol: TestUser;
  beforeAll(async () => {
    carol = await createTestUser();
  });

  it("adds the interviewer's questions to the linked job's Q&A once", async () => {
    const jobId = await createJob(carol, { title: "Q&A job" });
    const session = (await paste(carol, { transcript: TRANSCRIPT, jobId })).json as InsightSession;
    const added = await call(questionsRoute.POST, "POST", {
      user: carol,
      params: { sessionId: session.id },
      body: { questions: session.notes.questions },
    });
    expect(added).toMatchObject({
      status: 200,
      json: { added: 2, questions: session.notes.questions },
    });
    const again = await call(questionsRoute.POST, "POST", {
      user: carol,
      params: { sessionId: session.id },
      body: { questions: ["  tell me about a project you are PROUD of. ", "What is next?"] },
    });
    expect(again.json).toEqual({ added: 1, questions: ["What is next?"] });
    const job = await call(jobRoute.GET, "GET", { user: carol, params: { id: jobId } });
    expect(job.json.questions.map((item: { question: string }) => item.question)).toEqual([
      ...session.notes.questions,
      "What is next?",
    ]);
  });

  it.each([
    [{ questions: [] }, "Choose at least one question to add"],
    [{ questions: ["  "] }, "A question cannot be blank"],
    [{ questions: "Why?" }, "questions must be a list of questions"],
    [{ questions: ["x".repeat(1001)] }, "at most 1,000 characters"],
  ])("refuses %j", async (body, message) => {
    const session = (await paste(carol, { transcript: TRANSCRIPT, jobId: await createJob(carol) }))
      .json;
    const response = await call(questionsRoute.POST, "POST", {
      user: carol,
      params: { sessionId: session.id },
      body,
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toContain(message);
  });

  it("asks for a job first when the session has none", async () => {
    const session = (await paste(carol, { transcript: TRANSCRIPT })).json;
    const response = await call(questionsRoute.POST, "POST", {
      user: carol,
      params: { sessionId: session.id },
      body: { questions: ["Why us?"] },
    });
    expect(response.status).toBe(409);
    expect(response.json.message).toMatch(/^Assign this session to a job first/);
  });
});

describe("the rate limit", () => {
  it("allows 20 sessions in ten minutes, then answers 429 with Retry-After", async () => {
    const erin = await createTestUser();
    for (let index = 0; index < 20; index++)
      expect((await paste(erin, { transcript: `Interviewer: Question ${index}?` })).status).toBe(
        201,
      );
    const refused = await paste(erin, { transcript: TRANSCRIPT });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^Too many interviews processed/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("GET /api/interview-insight/config", () => {
  afterEach(() => {
    delete process.env.TRANSCRIPTION_BASE_URL;
    delete process.env.OPENAI_API_KEY;
  });

  it("says whether audio can be transcribed and which settings enable it", async () => {
    const off = await call(configRoute.GET, "GET", { user: alice });
    expect(off).toMatchObject({
      status: 200,
      json: { transcription: false, settings: ["TRANSCRIPTION_BASE_URL", "OPENAI_API_KEY"] },
    });
    process.env.TRANSCRIPTION_BASE_URL = "http://127.0.0.1:9/v1";
    expect((await call(configRoute.GET, "GET", { user: alice })).json.transcription).toBe(true);
    expect((await call(configRoute.GET, "GET", {})).status).toBe(401);
  });
});
