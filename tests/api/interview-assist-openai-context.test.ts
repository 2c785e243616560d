import * as contextRoute from "@/app/api/interview-assist/context-file/route";
import * as assistRoute from "@/app/api/interview-assist/route";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { startFakeOpenAiFiles, type FakeOpenAiFiles } from "../support/fake-openai-files-server";

setupTestDatabase();

// With an OpenAI key the context file goes to a vector store and the answer comes from the
// Responses API with file search; OPENAI_FILES_BASE_URL points both at a loopback fake.
let openai: FakeOpenAiFiles;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  openai = await startFakeOpenAiFiles();
  process.env.OPENAI_API_KEY = "test-key";
  process.env.OPENAI_FILES_BASE_URL = openai.baseURL;
  [alice, bob] = [await createTestUser(), await createTestUser()];
});
afterAll(async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_FILES_BASE_URL;
  await openai.close();
});

function upload(user: TestUser, name: string, text: string) {
  const body = new FormData();
  body.append("context", new File([text], name));
  return call(contextRoute.POST, "POST", { user, body });
}

function ask(user: TestUser, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return call(assistRoute.POST, "POST", { user, body });
}

describe("context file with OpenAI file search", () => {
  it("stores the file in a vector store, answers with file search, and deletes both", async () => {
    const mounted = await upload(
      alice,
      "runbook.md",
      "Priority one tickets page the on-call lead.",
    );
    expect(mounted.status).toBe(200);
    const { vectorStoreId, fileId } = mounted.json;
    expect(vectorStoreId).toMatch(/^vs_/);
    expect(fileId).toMatch(/^file-/);
    expect(openai.stores.has(vectorStoreId) && openai.files.has(fileId)).toBe(true);
    expect(openai.calls).toEqual(
      expect.arrayContaining([
        "POST /v1/files",
        "POST /v1/vector_stores",
        `POST /v1/vector_stores/${vectorStoreId}/files`,
        `GET /v1/vector_stores/${vectorStoreId}/files/${fileId}`,
      ]),
    );

    openai.setReply(
      "I would page the on-call lead first.\nKEY POINTS:\n- On-call lead\nFOLLOW-UP: And then?",
    );
    const answer = await ask(alice, {
      text: "What happens with priority one tickets?",
      contextVectorStoreId: vectorStoreId,
    });
    expect(answer.status).toBe(200);
    const lines = (answer.json as string)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.at(-1).result).toMatchObject({
      answer: "I would page the on-call lead first.",
      keyPoints: ["On-call lead"],
      followUp: "And then?",
    });
    const request = openai.responses.at(-1) as {
      tools: { type: string; vector_store_ids: string[] }[];
    };
    expect(request.tools[0]).toMatchObject({
      type: "file_search",
      vector_store_ids: [vectorStoreId],
    });

    expect((await ask(bob, { text: "Hi?", contextVectorStoreId: vectorStoreId })).status).toBe(404);
    const removed = await call(contextRoute.DELETE, "DELETE", {
      user: alice,
      path: `/api/interview-assist/context-file?vectorStoreId=${vectorStoreId}&fileId=${fileId}`,
    });
    expect(removed.status).toBe(200);
    expect(openai.stores.has(vectorStoreId) || openai.files.has(fileId)).toBe(false);
  });

  it("still checks the type by content before sending anything", async () => {
    const before = openai.calls.length;
    const response = await upload(alice, "brief.pdf", "not a pdf");
    expect(response.status).toBe(415);
    expect(openai.calls.length).toBe(before);
  });
});
