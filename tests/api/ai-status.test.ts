import http from "node:http";
import type { AddressInfo } from "node:net";
import * as statusRoute from "@/app/api/ai/status/route";
import { testConnection } from "@/lib/ai/test-connection";
import { call, callRaw, createTestUser, type TestUser } from "../support/api";
import { startChatCompletionsServer, type ChatServer } from "../support/chat-completions-server";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

const KEY = "sk-test-never-shown-4f9c2e";
const AI_SETTINGS = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"] as const;
const saved = AI_SETTINGS.map((name) => [name, process.env[name]] as const);

let server: ChatServer;
let alice: TestUser;
// Every answer of this file, to check at the end that none carries the key.
const answers: string[] = [];

async function status(user: TestUser | null = alice) {
  const answer = await call(statusRoute.GET, "GET", { user });
  answers.push(JSON.stringify(answer.json));
  return answer;
}

async function test(user: TestUser | null = alice) {
  const answer = await call(statusRoute.POST, "POST", { user });
  answers.push(JSON.stringify(answer.json));
  return answer;
}

function useSettings(settings: Partial<Record<(typeof AI_SETTINGS)[number], string>>) {
  for (const name of AI_SETTINGS) {
    if (settings[name] === undefined) delete process.env[name];
    else process.env[name] = settings[name];
  }
}

/** A server that takes chat-completions requests and never answers them. */
async function startSilentServer() {
  const closed: Promise<void>[] = [];
  const silent = http.createServer((request) => {
    closed.push(new Promise((resolve) => request.socket.once("close", () => resolve())));
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    closed,
    close: () =>
      new Promise<void>((resolve) => {
        silent.closeAllConnections();
        silent.close(() => resolve());
      }),
  };
}

beforeAll(async () => {
  // Each failed test is logged for the operator; the answers are checked below.
  jest.spyOn(console, "error").mockImplementation(() => {});
  server = await startChatCompletionsServer();
  alice = await createTestUser();
});
afterAll(async () => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await server.close();
  jest.restoreAllMocks();
});

describe("GET and POST /api/ai/status", () => {
  it("answers 401 without a session", async () => {
    expect((await status(null)).status).toBe(401);
    expect((await test(null)).status).toBe(401);
  });

  it("says the offline engine writes when no model is set, and has nothing to test", async () => {
    useSettings({ OPENAI_API_KEY: " " });
    const answer = await status();
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ engine: "local", model: null, host: null });
    expect(answer.headers.get("cache-control")).toContain("no-store");

    const tested = await test();
    expect(tested.status).toBe(409);
    expect(tested.json.message).toContain("offline engine");
    expect(tested.json.message).toContain("OPENAI_BASE_URL");
  });

  it("names OpenAI and its model when only a key is set", async () => {
    useSettings({ OPENAI_API_KEY: KEY });
    expect((await status()).json).toEqual({
      engine: "openai",
      model: "gpt-4.1-mini",
      host: "https://api.openai.com/v1",
    });
  });

  it("names a compatible server's model and host, never its key", async () => {
    useSettings({
      OPENAI_BASE_URL: server.baseURL,
      OPENAI_MODEL: "test-model",
      OPENAI_API_KEY: KEY,
    });
    const answer = await status();
    expect(answer.json).toEqual({
      engine: "compatible",
      model: "test-model",
      host: server.baseURL,
    });
  });

  it("tests the connection with one short call and answers the time it took", async () => {
    useSettings({
      OPENAI_BASE_URL: server.baseURL,
      OPENAI_MODEL: "test-model",
      OPENAI_API_KEY: KEY,
    });
    server.reply({ kind: "text", chunks: ["OK"] });
    const before = server.requests.length;
    const answer = await test();
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: true, ms: expect.any(Number) });
    expect(answer.json.ms).toBeGreaterThanOrEqual(0);
    expect(answer.json.ms).toBeLessThan(15_000);

    expect(server.requests).toHaveLength(before + 1);
    const request = server.requests.at(-1)!;
    expect(request.body.model).toBe("test-model");
    expect(request.body).toMatchObject({ max_tokens: 5 });
    expect(request.body.messages).toEqual([
      { role: "user", content: "Reply with the single word OK." },
    ]);
    // The key goes to the model server, and only there.
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it.each([
    [
      "a refused key",
      { status: 401, message: `Incorrect API key provided: ${KEY.slice(0, 8)}***` },
      "The server refused the key. Check OPENAI_API_KEY.",
    ],
    [
      "an unknown model",
      { status: 404, message: 'model "test-model" not found, try pulling it first' },
      "The server does not know the model test-model. Check OPENAI_MODEL.",
    ],
    [
      "a failing server",
      { status: 500, message: "out of memory" },
      "failed (HTTP 500). Check its log",
    ],
  ])("answers 502 saying what to check for %s", async (_, error, expected) => {
    useSettings({
      OPENAI_BASE_URL: server.baseURL,
      OPENAI_MODEL: "test-model",
      OPENAI_API_KEY: KEY,
    });
    server.reply({ kind: "error", ...error });
    const answer = await test();
    expect(answer.status).toBe(502);
    expect(answer.json.message).toContain(expected);
    expect(answer.json.message).not.toContain(error.message);
  });

  it("tells a base URL without the API's path from an unknown model", async () => {
    const origin = new URL(server.baseURL).origin;
    useSettings({ OPENAI_BASE_URL: origin, OPENAI_MODEL: "test-model" });
    const answer = await test();
    expect(answer.status).toBe(502);
    expect(answer.json.message).toBe(
      `${origin} has no chat-completions API. Check OPENAI_BASE_URL (it usually ends in /v1).`,
    );
  });

  it("says nothing answered, naming the address and the setting, once the server is stopped", async () => {
    const stopped = await startChatCompletionsServer();
    await stopped.close();
    useSettings({
      OPENAI_BASE_URL: stopped.baseURL,
      OPENAI_MODEL: "test-model",
      OPENAI_API_KEY: KEY,
    });
    const answer = await test();
    expect(answer.status).toBe(502);
    expect(answer.json.message).toBe(
      `Nothing answered at ${stopped.baseURL}. Is the server running? Check OPENAI_BASE_URL.`,
    );
  });

  it("stops the model call when the request goes away", async () => {
    const silent = await startSilentServer();
    try {
      useSettings({ OPENAI_BASE_URL: silent.baseURL, OPENAI_MODEL: "test-model" });
      const client = new AbortController();
      const answer = callRaw(statusRoute.POST, "POST", { user: alice, signal: client.signal });
      await waitFor(() => silent.closed.length === 1);
      client.abort();
      await silent.closed[0];
      const response = await answer;
      expect(response.status).toBe(400);
      answers.push(await response.text());
    } finally {
      await silent.close();
    }
  });

  it("limits each person to 10 tests a minute", async () => {
    useSettings({});
    const bob = await createTestUser();
    for (let attempt = 0; attempt < 10; attempt++) expect((await test(bob)).status).toBe(409);
    const refused = await test(bob);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.json.message).toMatch(/10 connection tests in a minute/);
    // Another person's budget is their own.
    expect((await test()).status).toBe(409);
  });

  it("never puts the key, or a part of it, in an answer", () => {
    expect(answers.length).toBeGreaterThan(10);
    for (const answer of answers) {
      expect(answer).not.toContain(KEY);
      expect(answer).not.toContain(KEY.slice(0, 8));
    }
  });
});

describe("testConnection", () => {
  it("gives up after its time limit with a message naming the host", async () => {
    const silent = await startSilentServer();
    try {
      useSettings({ OPENAI_BASE_URL: silent.baseURL, OPENAI_MODEL: "slow-model" });
      const failure = testConnection({ timeoutMs: 300 });
      await expect(failure).rejects.toMatchObject({
        status: 502,
        message: expect.stringContaining(`No answer from ${silent.baseURL} within 1 second.`),
      });
      await silent.closed[0];
    } finally {
      await silent.close();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
