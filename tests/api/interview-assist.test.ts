import * as assistRoute from "@/app/api/interview-assist/route";
import * as jobsRoute from "@/app/api/jobs/route";
import * as resumeRoute from "@/app/api/master-resume/route";
import { setLanguageModelOverride } from "@/lib/ai/provider";
import { db } from "@/lib/db";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import {
  startFakeTranscriptionServer,
  type FakeTranscriptionServer,
} from "../support/fake-transcription-server";
import { failingModel, streamingModel } from "../support/mock-models";

setupTestDatabase();

const RESUME = `Dana Ortiz
Backend Engineer, Fabrikam Payments (2020 - Present)
- Ran PostgreSQL schema migrations with zero downtime.
- Built Python and Django services handling 2 million requests a day.`;

const JOB = `Requirements:
- 3+ years of Python and Django
- PostgreSQL`;

let alice: TestUser;
let bob: TestUser;
let jobId: string;
let speech: FakeTranscriptionServer;

beforeAll(async () => {
  [alice, bob] = [await createTestUser(), await createTestUser()];
  await call(resumeRoute.POST, "POST", { user: alice, body: { text: RESUME } });
  const job = await call(jobsRoute.POST, "POST", {
    user: alice,
    body: { title: "Backend Engineer", company: "Tailwind Health", description: JOB },
  });
  jobId = job.json.id;
  await db().interviewQuestion.create({
    data: {
      userId: alice.id,
      jobId,
      position: 0,
      question: "Why do you want to work at Tailwind Health?",
      answer: "I want to build reliable scheduling APIs for clinics.",
    },
  });
  speech = await startFakeTranscriptionServer({ transcript: "What have you built with Django?" });
  process.env.TRANSCRIPTION_BASE_URL = speech.baseURL;
});

afterAll(async () => {
  delete process.env.TRANSCRIPTION_BASE_URL;
  await speech.close();
});

afterEach(() => {
  setLanguageModelOverride(undefined);
  speech.reply({ kind: "text", transcript: "What have you built with Django?" });
});

function form(fields: Record<string, string | Blob>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const audio = (bytes = 6000) =>
  new File([new Uint8Array(bytes).fill(7)], "clip.webm", { type: "audio/webm" });

const ask = (user: TestUser, fields: Record<string, string | Blob>) =>
  call(assistRoute.POST, "POST", { user, body: form(fields) });

describe("POST /api/interview-assist", () => {
  it("drafts an answer to a typed question with the local engine", async () => {
    const { status, json } = await ask(alice, {
      text: "Why do you want to work at Tailwind Health?",
      jobId,
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ ignored: false, message: null, model: "local" });
    expect(json.transcript).toBe("Why do you want to work at Tailwind Health?");
    expect(json.answer).toContain("reliable scheduling APIs for clinics");
    expect(json.keyPoints.length).toBeLessThanOrEqual(6);
  });

  it("uses the résumé evidence for what the question touches", async () => {
    const { json } = await ask(alice, { text: "Tell me about your PostgreSQL migrations.", jobId });
    expect(json.answer).toMatch(/PostgreSQL schema migrations with zero downtime/);
    expect(json.followUp).toEqual(expect.any(String));
  });

  it("transcribes captured audio through the transcription server", async () => {
    const before = speech.received.length;
    const { status, json } = await ask(alice, { audio: audio(), source: "audio", jobId });
    expect(status).toBe(200);
    expect(speech.received.length).toBe(before + 1);
    expect(speech.received.at(-1)).toMatchObject({ model: "whisper-1", bytes: 6000 });
    expect(json.transcript).toBe("What have you built with Django?");
    expect(json.answer).toMatch(/Django services handling 2 million requests a day/);
  });

  it("ignores a segment with no speech", async () => {
    speech.reply({ kind: "text", transcript: "   " });
    const { status, json } = await ask(alice, { audio: audio(), source: "audio" });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      ignored: true,
      transcript: "",
      message: "No interviewer speech detected in this segment.",
      answer: "",
    });
  });

  it("answers 502 with a sentence when transcription fails", async () => {
    speech.reply({ kind: "error", status: 500, message: "Fake failure" });
    const { status, json } = await ask(alice, { audio: audio(), source: "audio" });
    expect(status).toBe(502);
    expect(json.message).toMatch(/transcription service did not answer/);
  });

  it("accepts up to five history pairs", async () => {
    const history = Array.from({ length: 5 }, (_, i) => ({
      interviewer: `Q${i}`,
      assistant: `A${i}`,
    }));
    const { status } = await ask(alice, {
      text: "Anything else?",
      history: JSON.stringify(history),
    });
    expect(status).toBe(200);
  });

  it("streams a model's answer, then the structured fields", async () => {
    setLanguageModelOverride(
      streamingModel({
        chunks: [
          "I built Django ",
          "services.\n",
          "KEY POINTS:\n- Django\n- ",
          "Scale\nFOLLOW-UP: How big?",
        ],
      }),
    );
    const response = await call(assistRoute.POST, "POST", {
      user: alice,
      body: form({ text: "Django?", jobId }),
    });
    expect(response.status).toBe(200);
    const lines = (response.json as string)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({ transcript: "Django?" });
    const streamed = lines
      .filter((l) => "delta" in l)
      .map((l) => l.delta)
      .join("");
    expect(streamed).not.toContain("KEY POINTS");
    expect(streamed).toContain("I built Django");
    expect(lines.at(-1).result).toMatchObject({
      ignored: false,
      answer: "I built Django services.",
      keyPoints: ["Django", "Scale"],
      followUp: "How big?",
      model: "mock-model-id",
    });
  });

  it("answers 502 when the model fails before writing", async () => {
    setLanguageModelOverride(failingModel());
    const { status, json } = await ask(alice, { text: "Django?" });
    expect(status).toBe(502);
    expect(json.message).toMatch(/AI model did not answer/);
  });

  it.each<[string, Record<string, string | Blob>, number, string | RegExp]>([
    ["no input", {}, 400, "No interviewer input provided."],
    ["blank text", { text: "   " }, 400, "No interviewer input provided."],
    ["empty audio", { audio: audio(0), source: "audio" }, 400, "Captured audio was empty."],
    ["a snippet over 2 MB", { audio: audio(2 * 1024 * 1024 + 1) }, 413, "Snippet too large"],
    ["history not JSON", { text: "Hi", history: "[{" }, 400, /history must be a JSON list/],
    [
      "history not pairs",
      { text: "Hi", history: '[{"q":"a"}]' },
      400,
      /history must be a JSON list/,
    ],
    [
      "six history pairs",
      { text: "Hi", history: JSON.stringify(Array(6).fill({ interviewer: "q", assistant: "a" })) },
      400,
      /at most 5/,
    ],
    ["a very long question", { text: "x".repeat(4_001) }, 400, /too long/],
    ["text as a file", { text: new File(["hi"], "q.txt") }, 400, "text must be text, not a file."],
    [
      "an unknown context id",
      { text: "Hi", contextVectorStoreId: "vs_nope" },
      404,
      /Context file not found/,
    ],
    ["a job id that is no id", { text: "Hi", jobId: "nope" }, 404, "Job not found"],
  ])("refuses %s", async (_label, fields, status, message) => {
    const response = await ask(alice, fields);
    expect(response.status).toBe(status);
    expect(response.json.message).toMatch(message);
  });

  it("answers 404 for another user's job", async () => {
    const response = await ask(bob, { text: "Why Tailwind Health?", jobId });
    expect(response).toMatchObject({ status: 404, json: { message: "Job not found" } });
  });

  it("answers 401 without a session", async () => {
    expect((await ask(null as unknown as TestUser, { text: "Hi" })).status).toBe(401);
  });
});
