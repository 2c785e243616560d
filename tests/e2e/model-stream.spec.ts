import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { startChatCompletionsServer, type ChatServer } from "../support/chat-completions-server";
import { signUpByApi, startServer, stopServer, waitForHealth } from "./api-session";

// The real server (npm start) with an OpenAI-compatible model on loopback: what the
// in-process route tests cannot show is that Next really tells us when a client leaves.
const PORT = Number(process.env.E2E_MODEL_STREAM_PORT || 3108);
const BASE = `http://localhost:${PORT}`;
let model: ChatServer;
let server: ChildProcess;
let dataDir: string;

const signUp = () =>
  signUpByApi(BASE, { email: "model@example.com", password: "a good long password" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  model = await startChatCompletionsServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shortlist-model-e2e-"));
  server = startServer({ PORT: String(PORT), DATA_DIR: dataDir, OPENAI_BASE_URL: model.baseURL });
  await waitForHealth(BASE, "The server with a model");
});

test.afterAll(async () => {
  stopServer(server);
  await model?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a client that leaves mid-stream stops the model call, and nothing is saved", async () => {
  const cookie = await signUp();
  const headers = { cookie, origin: BASE, "content-type": "application/json" };
  await fetch(`${BASE}/api/master-resume`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      text: "Jane Doe\nEngineer, Northwind (2019 - Present)\n- Built React apps.",
    }),
  });
  const job = (await (
    await fetch(`${BASE}/api/jobs`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        title: "Engineer",
        company: "Acme",
        description: "Requirements:\n- React",
      }),
    })
  ).json()) as { id: string };

  // The second chunk comes well after the first, so a pause on the server (a garbage
  // collection, say) cannot deliver both in one read.
  model.reply({
    kind: "text",
    chunks: ["Jane Doe\n", "Engineer\n"],
    chunkDelayMs: 600,
    hang: true,
  });
  const client = new AbortController();
  const response = await fetch(`${BASE}/api/jobs/${job.id}/stream-resume`, {
    method: "POST",
    headers,
    signal: client.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toBe("Jane Doe\n");
  client.abort();

  const closed = await Promise.race([
    model.closedEarly.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
  ]);
  expect(closed).toBe(true);
  const stored = (await (
    await fetch(`${BASE}/api/jobs/${job.id}`, { headers: { cookie } })
  ).json()) as {
    resume: unknown;
  };
  expect(stored.resume).toBeNull();
});
