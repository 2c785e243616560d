import * as healthRoute from "@/app/api/health/route";
import * as uploadRoute from "@/app/api/master-resume/upload/route";
import { call, createTestUser, type TestUser } from "../support/api";
import { docxDeflateBomb, docxWithHugeDeclaredSize, manyPagePdf } from "../support/bombs";
import { setupTestDatabase } from "../support/database";
import { makeDocx, makePdf } from "../support/files";

setupTestDatabase();

let alice: TestUser;

beforeAll(async () => {
  alice = await createTestUser();
  // A running server has warm parser workers; the first real upload pays the start-up.
  expect((await upload(alice, "warm.pdf", makePdf(["Jane Doe"]))).status).toBe(200);
});

function upload(user: TestUser, name: string, bytes: Buffer | string) {
  const body = new FormData();
  body.append(
    "resume",
    new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]),
    name,
  );
  return call(uploadRoute.POST, "POST", { user, body });
}

/** The upload's answer and how long it took, with GET /api/health timed while it ran. */
async function uploadWhileCheckingHealth(name: string, bytes: Buffer) {
  const started = performance.now();
  const answer = upload(alice, name, bytes).then((response) => ({
    ...response,
    ms: performance.now() - started,
  }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const healthStarted = performance.now();
  const health = await call(healthRoute.GET, "GET");
  const healthMs = performance.now() - healthStarted;
  return { ...(await answer), health: health.status, healthMs };
}

const tooLongText = "Managed payroll for 400 staff. ".repeat(7_000);

describe("POST /api/master-resume/upload with hostile files", () => {
  it.each([
    [
      "a .docx whose zip declares a 2 GB part",
      () => docxWithHugeDeclaredSize(),
      413,
      "unpacks to far more",
    ],
    [
      "a .docx that inflates to 200 MB of paragraphs",
      () => docxDeflateBomb(),
      413,
      "unpacks to far more",
    ],
    [
      "the same .docx declaring 100 KB (its directory lies)",
      () => docxDeflateBomb({ declaredSize: 100_000 }),
      413,
      "unpacks to far more",
    ],
    ["a 5,000-page PDF", async () => manyPagePdf(5_000), 413, "This PDF has 5,000 pages"],
    [
      "a .docx with more text than a résumé holds",
      () => makeDocx([tooLongText]),
      413,
      "longer than 200,000 characters",
    ],
  ])("refuses %s within 5 s, health answering meanwhile", async (_case, build, status, message) => {
    const bytes = await build();
    const name = bytes.subarray(0, 4).toString("latin1") === "%PDF" ? "cv.pdf" : "cv.docx";
    const result = await uploadWhileCheckingHealth(name, bytes);
    expect(result.status).toBe(status);
    expect(result.json.message).toContain(message);
    // Refused by its declared size, pages or length, not after reading it all: well inside
    // the parser's own limit, with room for a busy machine (it takes about 1 s at rest).
    expect(result.ms).toBeLessThan(5_000);
    expect(result.health).toBe(200);
    expect(result.healthMs).toBeLessThan(200);
  });

  it("refuses text longer than a résumé holds in a .txt too", async () => {
    const response = await upload(alice, "cv.txt", tooLongText);
    expect(response.status).toBe(413);
    expect(response.json.message).toContain("longer than 200,000 characters");
  });

  it("accepts a 50-page PDF, the most a résumé may have", async () => {
    const response = await upload(alice, "cv.pdf", manyPagePdf(50));
    expect(response.status).toBe(200);
    expect(response.json.text).toContain("Experience");
  });

  it.each([
    ["a Zip64 archive", (docx: Buffer) => docx.writeUInt16LE(0xffff, docx.length - 22 + 10)],
    [
      "a directory that points outside the file",
      (docx: Buffer) => docx.writeUInt32LE(docx.length, docx.length - 22 + 16),
    ],
  ])("answers 422 for %s", async (_case, damage) => {
    const docx = await makeDocx(["Jane Doe"]);
    damage(docx);
    const response = await upload(alice, "cv.docx", docx);
    expect(response.status).toBe(422);
    expect(response.json.message).toContain("could not read this DOCX");
  });

  it("limits uploads per person, and one person's limit is not another's", async () => {
    const [carol, dave] = [await createTestUser(), await createTestUser()];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await upload(carol, "cv.txt", "Jane Doe, engineer")).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await upload(carol, "cv.txt", "Jane Doe, engineer");
    expect(refused.status).toBe(429);
    expect(refused.json.message).toContain("Too many résumé uploads");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await upload(dave, "cv.txt", "Dave, engineer")).status).toBe(200);
  });
});
