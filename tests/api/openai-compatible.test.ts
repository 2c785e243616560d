import * as questionsRoute from "@/app/api/jobs/[id]/generate-questions/route";
import * as resumeStream from "@/app/api/jobs/[id]/stream-resume/route";
import * as jobRoute from "@/app/api/jobs/[id]/route";
import { readAiSettings } from "@/lib/ai/settings";
import { call, callRaw, createTestUser, type TestUser } from "../support/api";
import { startChatCompletionsServer, type ChatServer } from "../support/chat-completions-server";
import { setupTestDatabase } from "../support/database";
import { readChunks, seedResumeAndJob } from "../support/generation";

setupTestDatabase();

let server: ChatServer;
let alice: TestUser;
let jobId: string;
const AI_SETTINGS = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"] as const;
const saved = AI_SETTINGS.map((name) => [name, process.env[name]] as const);

beforeAll(async () => {
  server = await startChatCompletionsServer();
  process.env.OPENAI_BASE_URL = server.baseURL;
  process.env.OPENAI_MODEL = "test-model";
  delete process.env.OPENAI_API_KEY;
  alice = await createTestUser();
  jobId = await seedResumeAndJob(alice);
});
afterAll(async () => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await server.close();
});

describe("AI settings", () => {
  it("picks a compatible server over OpenAI, OpenAI with a key, else the local engine", () => {
    expect(readAiSettings({})).toEqual({ provider: "local" });
    expect(readAiSettings({ OPENAI_API_KEY: " " })).toEqual({ provider: "local" });
    expect(readAiSettings({ OPENAI_API_KEY: "sk-1" })).toMatchObject({
      provider: "openai",
      model: "gpt-4.1-mini",
    });
    expect(
      readAiSettings({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", OPENAI_MODEL: "qwen3" }),
    ).toEqual({
      provider: "compatible",
      baseURL: "http://127.0.0.1:11434/v1",
      apiKey: undefined,
      model: "qwen3",
    });
  });
});

describe("An OpenAI-compatible server (chat completions wire format)", () => {
  it("streams a tailored résumé from server-sent events and stores it", async () => {
    server.reply({ kind: "text", chunks: ["Jane Doe\n", "Frontend engineer ", "at Northwind."] });
    const response = await callRaw(resumeStream.POST, "POST", {
      user: alice,
      params: { id: jobId },
    });
    expect(response.status).toBe(200);
    expect((await readChunks(response)).join("")).toBe("Jane Doe\nFrontend engineer at Northwind.");

    const request = server.requests.at(-1)!;
    expect(request.body.model).toBe("test-model");
    expect(request.body.stream).toBe(true);
    expect(request.body.messages[0].role).toBe("system");
    expect(request.body.messages[0].content).toContain("Never invent");
    expect(request.body.messages[1].content).toContain(
      "Led the migration of the customer dashboard",
    );
    const job = (await call(jobRoute.GET, "GET", { user: alice, params: { id: jobId } })).json;
    expect(job.resume.text).toBe("Jane Doe\nFrontend engineer at Northwind.");
  });

  it("reads structured questions from a non-streamed completion", async () => {
    server.reply({
      kind: "text",
      chunks: [
        JSON.stringify({
          questions: [{ question: "Why Acme?", answer: "Your clinic tools match my React work." }],
        }),
      ],
    });
    const response = await call(questionsRoute.POST, "POST", {
      user: alice,
      params: { id: jobId },
    });
    expect(response.status).toBe(200);
    expect(response.json.questions).toEqual([
      expect.objectContaining({
        question: "Why Acme?",
        answer: "Your clinic tools match my React work.",
      }),
    ]);
    const request = server.requests.at(-1)!;
    expect(request.body.stream).toBeFalsy();
    expect(request.body.response_format).toMatchObject({ type: "json_schema" });
  });

  it("turns a provider error into a 502 that names the provider's status", async () => {
    server.reply({ kind: "error", status: 401, message: "Incorrect API key provided" });
    const response = await call(resumeStream.POST, "POST", { user: alice, params: { id: jobId } });
    expect(response.status).toBe(502);
    expect(response.json.message).toContain("the provider answered HTTP 401");
    expect(response.json.message).not.toContain("Incorrect API key");
  });

  it("closes the provider connection when the client goes away mid-stream", async () => {
    server.reply({ kind: "text", chunks: ["One. ", "Two. "], hang: true });
    const client = new AbortController();
    const response = await callRaw(resumeStream.POST, "POST", {
      user: alice,
      params: { id: jobId },
      signal: client.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    client.abort();
    await reader.cancel();
    await expect(server.closedEarly).resolves.toBeUndefined();
  });
});
