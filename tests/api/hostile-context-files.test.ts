import { monitorEventLoopDelay } from "node:perf_hooks";
import * as healthRoute from "@/app/api/health/route";
import * as contextRoute from "@/app/api/interview-assist/context-file/route";
import * as uploadRoute from "@/app/api/master-resume/upload/route";
import { HTML_FILE_TOO_COMPLEX } from "@/lib/files/read-upload-text";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { makePdf } from "../support/files";

setupTestDatabase();

const MB = 1024 * 1024;
// Just under the context file's 12 MB limit, and the résumé's 10 MB.
const CONTEXT_BYTES = 12 * MB - 1024;
const RESUME_BYTES = 10 * MB - 1024;

const fill = (unit: string, bytes: number) => unit.repeat(Math.floor(bytes / unit.length));

let alice: TestUser;
beforeAll(async () => {
  alice = await createTestUser();
  // A running server has warm parser workers; the first upload pays their start.
  expect((await uploadResume("warm.pdf", makePdf(["Jane Doe"]))).status).toBe(200);
});

function uploadContext(name: string, text: string) {
  const body = new FormData();
  body.append("context", new File([text], name));
  return call(contextRoute.POST, "POST", { user: alice, body });
}

function uploadResume(name: string, bytes: Buffer | string) {
  const body = new FormData();
  body.append(
    "resume",
    new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]),
    name,
  );
  return call(uploadRoute.POST, "POST", { user: alice, body });
}

/**
 * Sends an upload while GET /api/health is asked every 100 ms and the event loop's delay
 * is measured: a parser on the main thread would hold both for seconds.
 */
async function whileWatched(send: () => Promise<{ status: number; json: { message?: string } }>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const healthMs: number[] = [];
  let isDone = false;
  const poll = (async () => {
    while (!isDone) {
      const started = performance.now();
      expect((await call(healthRoute.GET, "GET")).status).toBe(200);
      healthMs.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const answer = await send();
  isDone = true;
  await poll;
  delay.disable();
  return { ...answer, slowestHealthMs: Math.max(...healthMs), worstDelayMs: delay.max / 1e6 };
}

describe("hostile files on the upload routes are read off the main thread", () => {
  it.each([
    ["12 MB of <p>a</p> as .html", "ctx.html", fill("<p>a</p>", CONTEXT_BYTES), 413],
    ["6,000 nested <div>s as .html", "ctx.html", `${"<div>".repeat(6_000)}a`, 413],
    ["12 MB of one letter as .txt", "ctx.txt", fill("a", CONTEXT_BYTES), 200],
    ["10 MB of brackets as .json", "ctx.json", fill("[", 5 * MB) + fill("]", 5 * MB), 200],
    ['12 MB of "\\n \\n" as .txt', "ctx.txt", fill("\n \n", CONTEXT_BYTES), 422],
  ])("context file: %s gets its answer, health within 1 s", async (_, name, text, status) => {
    const result = await whileWatched(() => uploadContext(name, text));
    expect(result.status).toBe(status);
    if (status === 413) expect(result.json.message).toBe(HTML_FILE_TOO_COMPLEX);
    expect(result.slowestHealthMs).toBeLessThan(1_000);
    expect(result.worstDelayMs).toBeLessThan(1_000);
  });

  it.each([
    ['10 MB of "\\n \\n"', fill("\n \n", RESUME_BYTES), 422],
    ["10 MB of one letter", fill("a", RESUME_BYTES), 413],
  ])("résumé .txt: %s gets %i, health within 1 s", async (_, text, status) => {
    const result = await whileWatched(() => uploadResume("cv.txt", text));
    expect(result.status).toBe(status);
    expect(result.slowestHealthMs).toBeLessThan(1_000);
    expect(result.worstDelayMs).toBeLessThan(1_000);
  });
});
