import * as jobsRoute from "@/app/api/jobs/route";
import * as transcriptsRoute from "@/app/api/jobs/[id]/transcripts/route";
import * as scorecardRoute from "@/app/api/jobs/[id]/scorecard/route";
import { db } from "@/lib/db";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

let alice: TestUser;
let bob: TestUser;
let jobId: string;

beforeAll(async () => {
  alice = await createTestUser();
  bob = await createTestUser();
  const job = await call(jobsRoute.POST, "POST", { user: alice, body: { description: "Role" } });
  jobId = job.json.id;
});

const transcript = (overrides: Record<string, unknown> = {}) => ({
  title: "Acme - Backend Engineer",
  content: "[00:00] INTERVIEWER: Hello\n[00:05] CANDIDATE: Hi",
  interviewMode: "text",
  duration: 125,
  interviewDate: "2026-11-25T10:00:00.000Z",
  ...overrides,
});

describe("/api/jobs/{id}/transcripts", () => {
  it("saves transcripts and lists them newest first", async () => {
    const first = await call(transcriptsRoute.POST, "POST", {
      user: alice,
      params: { id: jobId },
      body: transcript(),
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject(transcript());
    await call(transcriptsRoute.POST, "POST", {
      user: alice,
      params: { id: jobId },
      body: transcript({ interviewMode: "voice", interviewDate: "2026-11-25T12:00:00+01:00" }),
    });
    const list = await call(transcriptsRoute.GET, "GET", { user: alice, params: { id: jobId } });
    expect(list.status).toBe(200);
    expect(list.json.map((item: { interviewMode: string }) => item.interviewMode)).toEqual([
      "voice",
      "text",
    ]);
    expect(list.json[0].interviewDate).toBe("2026-11-25T11:00:00.000Z");
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ content: "" }, "Content is required"],
    [{ interviewMode: "video" }, "interviewMode must be text or voice"],
    [{ duration: -1 }, "Duration cannot be negative"],
    [{ duration: 1.5 }, "Duration must be a whole number of seconds"],
    [{ duration: "60" }, "Duration must be a number of seconds"],
    [{ interviewDate: "yesterday" }, "interviewDate must be an ISO 8601 date-time"],
    [{ title: "x".repeat(301) }, "Title must be at most 300 characters"],
  ])("refuses %j", async (overrides, message) => {
    const response = await call(transcriptsRoute.POST, "POST", {
      user: alice,
      params: { id: jobId },
      body: transcript(overrides),
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toContain(message);
  });

  it("answers 401 without a session", async () => {
    expect((await call(transcriptsRoute.GET, "GET", { params: { id: jobId } })).status).toBe(401);
    expect(
      (await call(transcriptsRoute.POST, "POST", { params: { id: jobId }, body: transcript() }))
        .status,
    ).toBe(401);
  });

  it("answers 404 for another user's job, reading or writing", async () => {
    const read = await call(transcriptsRoute.GET, "GET", { user: bob, params: { id: jobId } });
    expect(read).toMatchObject({ status: 404, json: { message: "Job not found" } });
    const write = await call(transcriptsRoute.POST, "POST", {
      user: bob,
      params: { id: jobId },
      body: transcript(),
    });
    expect(write.status).toBe(404);
    const list = await call(transcriptsRoute.GET, "GET", { user: alice, params: { id: jobId } });
    expect(list.json).toHaveLength(2);
  });
});

describe("the simulator's scorecard", () => {
  const log = [
    "[0:00] INTERVIEWER: Tell me about a project you led.",
    "[0:08] CANDIDATE: I led the move of our role system to a new database, which cut load time by 40%.",
  ].join("\n");

  it("answers the scorecard of an ended interview, and keeps it with the saved transcript", async () => {
    const body = { content: log, interviewMode: "voice", duration: 60 };
    const answer = await call(scorecardRoute.POST, "POST", {
      user: alice,
      params: { id: jobId },
      body,
    });
    expect(answer.status).toBe(200);
    expect(answer.json.scorecard.answers).toEqual([
      expect.objectContaining({
        question: "Tell me about a project you led.",
        action: true,
        measurableResult: true,
      }),
    ]);
    const saved = await call(transcriptsRoute.POST, "POST", {
      user: alice,
      params: { id: jobId },
      body: transcript({ content: log, interviewMode: "voice", duration: 60 }),
    });
    const row = await db().interviewTranscript.findUniqueOrThrow({ where: { id: saved.json.id } });
    expect(row.scorecard).toEqual(answer.json.scorecard);
  });

  it("is the job owner's only, and reads only a text body", async () => {
    const body = { content: log, interviewMode: "text", duration: 60 };
    expect(
      (await call(scorecardRoute.POST, "POST", { user: bob, params: { id: jobId }, body })).status,
    ).toBe(404);
    const bad = await call(scorecardRoute.POST, "POST", {
      user: alice,
      params: { id: jobId },
      body: { ...body, content: 7 },
    });
    expect(bad).toMatchObject({ status: 400, json: { message: "Content must be text" } });
  });
});
