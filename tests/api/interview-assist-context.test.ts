import * as contextRoute from "@/app/api/interview-assist/context-file/route";
import * as assistRoute from "@/app/api/interview-assist/route";
import * as resumeRoute from "@/app/api/master-resume/route";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { makePdf } from "../support/files";

setupTestDatabase();

const RESUME = `Dana Ortiz
Support Engineer, Initech (2019 - Present)
- Resolved 60 tickets a day in Zendesk for a SaaS help desk.`;

const RUNBOOK = `Support runbook

Priority one tickets escalate to the on-call lead within 15 minutes.

Refunds above 500 dollars need a second approval from finance.`;

const QUESTION = "What is the escalation policy for priority one tickets?";

let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  [alice, bob] = [await createTestUser(), await createTestUser()];
  await call(resumeRoute.POST, "POST", { user: alice, body: { text: RESUME } });
});

function upload(
  user: TestUser,
  name: string,
  bytes: Uint8Array | string,
  extra: Record<string, string> = {},
) {
  const body = new FormData();
  body.append(
    "context",
    new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name),
  );
  for (const [key, value] of Object.entries(extra)) body.append(key, value);
  return call(contextRoute.POST, "POST", { user, body });
}

const remove = (user: TestUser, ids: { vectorStoreId: string; fileId: string }) =>
  call(contextRoute.DELETE, "DELETE", {
    user,
    path: `/api/interview-assist/context-file?vectorStoreId=${ids.vectorStoreId}&fileId=${ids.fileId}`,
  });

function ask(user: TestUser, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return call(assistRoute.POST, "POST", { user, body });
}

describe("/api/interview-assist/context-file", () => {
  it("mounts a file whose facts change the answer, and forgets them on DELETE", async () => {
    const before = await ask(alice, { text: QUESTION });
    expect(before.json.answer).not.toMatch(/on-call lead/);

    const mounted = await upload(alice, "runbook.md", RUNBOOK);
    expect(mounted.status).toBe(200);
    expect(mounted.json).toMatchObject({
      vectorStoreId: expect.stringMatching(/^vs_local_/),
      fileId: expect.stringMatching(/^file_local_/),
      filename: "runbook.md",
      bytes: Buffer.byteLength(RUNBOOK),
    });
    expect(Number.isNaN(Date.parse(mounted.json.createdAt))).toBe(false);

    const withFile = await ask(alice, {
      text: QUESTION,
      contextVectorStoreId: mounted.json.vectorStoreId,
    });
    expect(withFile.status).toBe(200);
    expect(withFile.json.answer).toMatch(/escalate to the on-call lead within 15 minutes/);
    expect(withFile.json.answer).not.toMatch(/Refunds above/);

    expect((await remove(alice, mounted.json)).status).toBe(200);
    const after = await ask(alice, {
      text: QUESTION,
      contextVectorStoreId: mounted.json.vectorStoreId,
    });
    expect(after.status).toBe(404);
    expect((await ask(alice, { text: QUESTION })).json.answer).not.toMatch(/on-call lead/);
  });

  it("reads a PDF and replaces the previous file", async () => {
    const first = await upload(alice, "notes.txt", "Our team ships on Thursdays.");
    const pdf = await upload(
      alice,
      "brief.pdf",
      makePdf(["Priority one tickets escalate to the on-call lead within 15 minutes."]),
      {
        previousVectorStoreId: first.json.vectorStoreId,
        previousFileId: first.json.fileId,
      },
    );
    expect(pdf.status).toBe(200);
    const answer = await ask(alice, {
      text: QUESTION,
      contextVectorStoreId: pdf.json.vectorStoreId,
    });
    expect(answer.json.answer).toMatch(/on-call lead within 15 minutes/);
    const old = await ask(alice, {
      text: QUESTION,
      contextVectorStoreId: first.json.vectorStoreId,
    });
    expect(old.status).toBe(404);
  });

  it("keeps one user's file from another", async () => {
    const mounted = await upload(alice, "runbook.md", RUNBOOK);
    expect(
      (await ask(bob, { text: QUESTION, contextVectorStoreId: mounted.json.vectorStoreId })).status,
    ).toBe(404);
    expect((await remove(bob, mounted.json)).status).toBe(404);
    expect((await remove(alice, mounted.json)).status).toBe(200);
  });

  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  it.each<[string, string, Uint8Array | string, number, string | RegExp]>([
    [
      "over 12 MB",
      "big.txt",
      "a".repeat(12 * 1024 * 1024 + 1),
      413,
      "Please upload a file that is 12MB or smaller.",
    ],
    ["a type not listed", "run.exe", "MZ", 415, /not supported/],
    ["no extension", "README", "hello", 415, /not supported/],
    ["an image named .txt", "notes.txt", PNG, 415, /not a \.txt file/],
    ["text named .pdf", "brief.pdf", "just text", 415, /not a \.pdf file/],
    ["text named .rtf", "brief.rtf", "just text", 415, /not RTF/],
    ["an empty file", "empty.md", "", 400, "The file is empty."],
  ])("refuses %s", async (_label, name, bytes, status, message) => {
    const response = await upload(alice, name, bytes);
    expect(response.status).toBe(status);
    expect(response.json.message).toMatch(message);
  });

  it("refuses an upload with no file and a DELETE with no id", async () => {
    const body = new FormData();
    body.append("context", "not a file");
    expect((await call(contextRoute.POST, "POST", { user: alice, body })).status).toBe(400);
    const response = await call(contextRoute.DELETE, "DELETE", {
      user: alice,
      path: "/api/interview-assist/context-file",
    });
    expect(response).toMatchObject({
      status: 400,
      json: { message: "vectorStoreId is required." },
    });
  });
});
