import * as resumeRoute from "@/app/api/master-resume/route";
import * as uploadRoute from "@/app/api/master-resume/upload/route";
import * as snapshotRoute from "@/app/api/professional-snapshot/route";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { makeDocx, makePdf } from "../support/files";

setupTestDatabase();

let alice: TestUser;
beforeAll(async () => {
  alice = await createTestUser();
});

function form(name: string, bytes: Buffer | string, type = "application/octet-stream") {
  const part = typeof bytes === "string" ? bytes : new Uint8Array(bytes);
  const body = new FormData();
  body.append("resume", new File([part], name, { type }));
  return body;
}

describe("/api/master-resume", () => {
  it("answers null before a résumé exists, then saves and returns it", async () => {
    const user = await createTestUser();
    expect(await call(resumeRoute.GET, "GET", { user })).toMatchObject({ status: 200, json: null });
    const saved = await call(resumeRoute.POST, "POST", {
      user,
      body: { text: "  Jane Doe\nEngineer  ", source: "paste", fileName: null },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      text: "Jane Doe\nEngineer",
      source: "paste",
      fileName: null,
      analyzedKeywords: [],
      analyzedSkills: [],
      analyzedJobTitles: [],
    });
    const again = await call(resumeRoute.POST, "POST", {
      user,
      body: { text: "From a file", source: "upload", fileName: "cv.pdf" },
    });
    expect(again.json).toMatchObject({ text: "From a file", source: "upload", fileName: "cv.pdf" });
    expect(again.json.createdAt).toBe(saved.json.createdAt);
    // GET reads with its own SQL: the same answer, field for field, as the save's.
    expect((await call(resumeRoute.GET, "GET", { user })).json).toEqual(again.json);
  });

  it.each([
    [{ text: "" }, "Résumé text is required"],
    [{ text: "   " }, "Résumé text is required"],
    [{}, "Résumé text must be text"],
    [{ text: "x".repeat(200_001) }, "Résumé text must be at most 200,000 characters"],
    [{ text: "ok", source: "fax" }, "source must be paste or upload"],
    [
      { text: "ok", source: "upload", fileName: "x".repeat(256) },
      "fileName must be at most 255 characters",
    ],
  ])("refuses %j", async (body, message) => {
    const response = await call(resumeRoute.POST, "POST", { user: alice, body });
    expect(response.status).toBe(400);
    expect(response.json.message).toContain(message);
  });

  it("answers 401 without a session on every route", async () => {
    expect((await call(resumeRoute.GET, "GET")).status).toBe(401);
    expect((await call(resumeRoute.POST, "POST", { body: { text: "x" } })).status).toBe(401);
    expect((await call(uploadRoute.POST, "POST", { body: form("cv.txt", "hello") })).status).toBe(
      401,
    );
    expect((await call(snapshotRoute.GET, "GET")).status).toBe(401);
  });

  it("keeps each user's résumé to themselves", async () => {
    const bob = await createTestUser();
    await call(resumeRoute.POST, "POST", { user: alice, body: { text: "Alice's résumé" } });
    expect((await call(resumeRoute.GET, "GET", { user: bob })).json).toBeNull();
  });
});

describe("POST /api/master-resume/upload", () => {
  it("extracts the text of a .docx", async () => {
    const bytes = await makeDocx(["Jane Doe", "Senior Engineer at Acme", "Built payment APIs"]);
    const response = await call(uploadRoute.POST, "POST", {
      user: alice,
      body: form("jane.docx", bytes),
    });
    expect(response.status).toBe(200);
    expect(response.json.fileName).toBe("jane.docx");
    expect(response.json.text).toContain("Senior Engineer at Acme");
    expect(response.json.text).toContain("Built payment APIs");
  });

  it("extracts the text of a .pdf", async () => {
    const bytes = makePdf(["Jane Doe", "Data Analyst (SQL, Python)"]);
    const response = await call(uploadRoute.POST, "POST", {
      user: alice,
      body: form("jane.pdf", bytes),
    });
    expect(response.status).toBe(200);
    expect(response.json.text).toContain("Jane Doe");
    expect(response.json.text).toContain("Data Analyst (SQL, Python)");
  });

  it("reads a UTF-8 .txt and tidies its whitespace", async () => {
    const response = await call(uploadRoute.POST, "POST", {
      user: alice,
      body: form("cv.txt", "\uFEFFRésumé   \r\n\r\n\r\n\r\nSkills: Go"),
    });
    expect(response.json.text).toBe("Résumé\n\nSkills: Go");
  });

  const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1, "a");

  it.each([
    ["an unsupported extension", () => form("cv.png", "hello"), 415, "File type not supported"],
    [
      "a PDF that is not one",
      () => form("cv.pdf", "just text"),
      415,
      "its content is not a PDF file",
    ],
    [
      "a binary named .txt",
      () => form("cv.txt", Buffer.from([0, 1, 2, 3])),
      415,
      "not a text file",
    ],
    [
      "a damaged .docx",
      () => form("cv.docx", Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(50)])),
      422,
      "could not read this DOCX",
    ],
    [
      "a damaged .doc",
      () =>
        form("cv.doc", Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(100)])),
      422,
      "could not read this DOC",
    ],
    ["a PDF without text", () => form("scan.pdf", makePdf([])), 422, "could not find any text"],
    ["an empty file", () => form("cv.txt", ""), 400, "The file is empty."],
    ["a file over 10 MB", () => form("cv.txt", tooBig), 413, "File size must be less than 10MB"],
    ["no file field", () => new FormData(), 400, "Choose a file to upload"],
  ])("refuses %s", async (_case, body, status, message) => {
    const response = await call(uploadRoute.POST, "POST", { user: alice, body: body() });
    expect(response.status).toBe(status);
    expect(response.json.message).toContain(message);
  });

  it("refuses a body that is not multipart", async () => {
    const response = await call(uploadRoute.POST, "POST", { user: alice, body: { file: "x" } });
    expect(response.status).toBe(415);
  });

  it("refuses an announced body over the limit before reading it", async () => {
    const response = await call(uploadRoute.POST, "POST", {
      user: alice,
      body: form("cv.txt", "small"),
      headers: { "content-length": String(11 * 1024 * 1024) },
    });
    expect(response).toMatchObject({
      status: 413,
      json: { message: "File size must be less than 10MB" },
    });
  });
});

describe("GET /api/professional-snapshot", () => {
  it("answers a null summary until one is written", async () => {
    const user = await createTestUser();
    expect((await call(snapshotRoute.GET, "GET", { user })).json).toEqual({ summary: null });
  });
});
