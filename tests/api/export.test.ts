import mammoth from "mammoth";
import * as coverLetterRoute from "@/app/api/jobs/[id]/cover-letter/route";
import * as exportRoute from "@/app/api/jobs/[id]/export/route";
import * as resumeRoute from "@/app/api/jobs/[id]/resume/route";
import * as jobsRoute from "@/app/api/jobs/route";
import { call, callRaw, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { readPdfText } from "../support/files";

setupTestDatabase();

const TAILORED = `Maya Thompson
Senior Customer Success Manager
maya@example.com | (555) 201-3344 | Denver, CO

EXPERIENCE
Senior Customer Success Manager, Brightwave Analytics (Mar 2021 – Present)
- Grew net revenue retention to 118% for Café Société’s accounts
- Ran reviews · renewals → expansion

SKILLS
Tools: Salesforce, Gainsight`;

const LETTER = `Dear Northwind hiring team,

I am writing to apply for the Senior Customer Success Manager role at Northwind. At Brightwave I ran the renewals of Café Société’s accounts.

Sincerely,
Maya Thompson`;

/** Nearly 1,000 lines (about 80,000 characters): 24 roles of 39 bullets. */
function longResume() {
  const role = `Engineer, Acme (2019 - Present)\n${"- Shipped a feature that customers used every day.\n".repeat(39)}`;
  return `Bob Long\nbob@example.com\n\nEXPERIENCE\n${role.repeat(24)}`;
}

let maya: TestUser;
let jobId: string;

async function addJob(user: TestUser) {
  const job = await call(jobsRoute.POST, "POST", {
    user,
    body: {
      title: "Senior Customer Success Manager",
      company: "Northwind",
      description: "Own renewals for a book of mid-market accounts.",
    },
  });
  return job.json.id as string;
}

const download = (query: string, user: TestUser | null = maya, id = jobId) =>
  callRaw(exportRoute.GET, "GET", {
    user,
    params: { id },
    path: `/api/jobs/${id}/export?${query}`,
  });

beforeAll(async () => {
  maya = await createTestUser({ firstName: "Maya", lastName: "Thompson" });
  jobId = await addJob(maya);
  await call(resumeRoute.PATCH, "PATCH", {
    user: maya,
    params: { id: jobId },
    body: { text: TAILORED },
  });
  await call(coverLetterRoute.PATCH, "PATCH", {
    user: maya,
    params: { id: jobId },
    body: { text: LETTER },
  });
});

describe("GET /api/jobs/{id}/export", () => {
  it("downloads the tailored résumé as a Word document with a title, headings and a real list", async () => {
    const response = await download("document=resume&format=docx");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="Maya-Thompson-Resume-Northwind-Senior-Customer-Success-Manager.docx"',
    );
    const buffer = Buffer.from(await response.arrayBuffer());
    const { value: html } = await mammoth.convertToHtml({ buffer });
    expect(html).toContain("<h1>EXPERIENCE</h1>");
    expect(html).toMatch(
      /<ul><li>Grew net revenue retention to 118% for Café Société’s accounts<\/li>/,
    );
    expect(html).toContain("<li>Ran reviews · renewals → expansion</li>");
    const { value: text } = await mammoth.extractRawText({ buffer });
    expect(text).toContain("Maya Thompson");
    expect(text).toContain("(Mar 2021 – Present)");
    expect(text).not.toMatch(/^- Grew/m);
  });

  it("downloads the tailored résumé as a PDF with every line readable", async () => {
    const response = await download("document=resume&format=pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(
      'filename="Maya-Thompson-Resume-Northwind-Senior-Customer-Success-Manager.pdf"',
    );
    const text = await readPdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain("Maya Thompson");
    expect(text).toContain("EXPERIENCE");
    expect(text).toContain("Grew net revenue retention to 118% for Café Société’s accounts");
    expect(text).toContain("(Mar 2021 – Present)");
    expect(text).toContain("Ran reviews · renewals -> expansion");
    expect(text).toContain("Tools: Salesforce, Gainsight");
  });

  it.each([
    ["docx", async (bytes: Buffer) => (await mammoth.extractRawText({ buffer: bytes })).value],
    ["pdf", readPdfText],
  ])("downloads the cover letter as %s, paragraphs and sign-off included", async (format, read) => {
    const response = await download(`document=cover-letter&format=${format}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(
      `filename="Maya-Thompson-Cover-Letter-Northwind-Senior-Customer-Success-Manager.${format}"`,
    );
    const text = (await read(Buffer.from(await response.arrayBuffer()))).replace(/\s+/g, " ");
    expect(text).toContain("Dear Northwind hiring team,");
    expect(text).toContain("renewals of Café Société’s accounts.");
    expect(text).toMatch(/Sincerely, Maya Thompson/);
  });

  it("names the file after the résumé's name line when the account has no name, with a UTF-8 form", async () => {
    const ana = await createTestUser();
    const id = await addJob(ana);
    await call(resumeRoute.PATCH, "PATCH", {
      user: ana,
      params: { id },
      body: { text: "Ana Núñez\nana@example.com\n\nEXPERIENCE\n- Ran renewals" },
    });
    const response = await download("document=resume&format=pdf", ana, id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Ana-Nunez-Resume-Northwind-Senior-Customer-Success-Manager.pdf"; filename*=UTF-8''Ana-N%C3%BA%C3%B1ez-Resume-Northwind-Senior-Customer-Success-Manager.pdf`,
    );
  });

  it.each([
    ["a long résumé", longResume()],
    ["one word of 100,000 letters", "x".repeat(100_000)],
    ["100,000 brackets", "(".repeat(100_000)],
    ["brackets and spaces", "( ".repeat(50_000)],
  ])("lays out %s in both formats in under 3 s of CPU time", async (_, text) => {
    const id = await addJob(maya);
    await call(resumeRoute.PATCH, "PATCH", { user: maya, params: { id }, body: { text } });
    for (const format of ["pdf", "docx"]) {
      // CPU time, not wall time: other test files share the machine's cores.
      const started = process.cpuUsage();
      const response = await download(`document=resume&format=${format}`, maya, id);
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      const { user, system } = process.cpuUsage(started);
      expect((user + system) / 1000).toBeLessThan(3000);
    }
  });
});

describe("GET /api/jobs/{id}/export errors", () => {
  let emptyJob: string;
  let tooLongJob: string;
  let other: TestUser;
  beforeAll(async () => {
    emptyJob = await addJob(maya);
    tooLongJob = await addJob(maya);
    await call(resumeRoute.PATCH, "PATCH", {
      user: maya,
      params: { id: tooLongJob },
      body: { text: "- a line\n".repeat(1001) },
    });
    other = await createTestUser();
  });

  it.each([
    { case: "a bad format", status: 400, message: /format=docx or format=pdf/ },
    { case: "a bad document", status: 400, message: /document=resume or document=cover-letter/ },
    { case: "no query", status: 400, message: /^Choose the document to download/ },
    {
      case: "a résumé not generated yet",
      status: 404,
      message: /^Generate the tailored résumé first/,
    },
    {
      case: "a cover letter not written yet",
      status: 404,
      message: /^Generate the cover letter first/,
    },
    { case: "over 1,000 lines", status: 413, message: /^This document has more than 1,000 lines/ },
    { case: "no session", status: 401, message: /^Unauthorized$/ },
    { case: "another user's job", status: 404, message: /^Job not found$/ },
    { case: "a job that does not exist", status: 404, message: /^Job not found$/ },
  ])("$case answers $status with a clear message", async ({ case: name, status, message }) => {
    const requests: Record<string, () => Promise<Response>> = {
      "a bad format": () => download("document=resume&format=rtf"),
      "a bad document": () => download("document=cv&format=pdf"),
      "no query": () => download(""),
      "a résumé not generated yet": () => download("document=resume&format=pdf", maya, emptyJob),
      "a cover letter not written yet": () =>
        download("document=cover-letter&format=docx", maya, emptyJob),
      "over 1,000 lines": () => download("document=resume&format=docx", maya, tooLongJob),
      "no session": () => download("document=resume&format=pdf", null),
      "another user's job": () => download("document=resume&format=pdf", other),
      "a job that does not exist": () => download("document=resume&format=pdf", maya, "nope"),
    };
    const response = await requests[name]();
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });
});
