import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  deeplyNestedHtml,
  docxDeflateBomb,
  docxWithHugeDeclaredSize,
  manyPagePdf,
  manyParagraphsHtml,
} from "../support/bombs";
import { makePdf } from "../support/files";
import { hlsPlaylistInId3, tooLongWav } from "../support/hostile-audio";
import { newAccount } from "./helpers";
import { listeningPid, rssBytes } from "./server-process";

const MB = 1024 * 1024;

/**
 * Sends one hostile request to the real server (`npm start`, the supervisor's child) and
 * watches from outside: its resident memory every 20 ms and GET /api/health every 100 ms.
 */
async function underWatch(pid: number, request: APIRequestContext, send: () => Promise<number>) {
  let peak = rssBytes(pid);
  const healthMs: number[] = [];
  let isDone = false;
  const watchMemory = (async () => {
    while (!isDone) {
      peak = Math.max(peak, rssBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const watchHealth = (async () => {
    while (!isDone) {
      const started = performance.now();
      const response = await request.get("/api/health");
      expect(response.status()).toBe(200);
      healthMs.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  const status = await send();
  const ms = performance.now() - started;
  // Keep watching a moment: a parser left running would show here.
  await new Promise((resolve) => setTimeout(resolve, 300));
  isDone = true;
  await Promise.all([watchMemory, watchHealth]);
  healthMs.sort((a, b) => a - b);
  const medianHealth = healthMs[Math.floor(healthMs.length / 2)];
  return { status, ms, peak, medianHealth, slowestHealth: healthMs[healthMs.length - 1] };
}

/** The median of five GET /api/health with nothing else running. */
async function idleHealthMs(request: APIRequestContext) {
  const timings: number[] = [];
  for (let probe = 0; probe < 5; probe++) {
    const started = performance.now();
    await request.get("/api/health");
    timings.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return timings.sort((a, b) => a - b)[2];
}

/** An account and a session cookie without the UI: this test is about the server. */
async function signUpThroughApi(request: APIRequestContext, headers: Record<string, string>) {
  const account = newAccount();
  const registered = await request.post("/api/register", {
    headers,
    data: { ...account, firstName: "Ada", lastName: "Lovelace" },
  });
  expect(registered.status()).toBe(201);
  const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
  await request.post("/api/auth/callback/credentials", {
    headers,
    form: { csrfToken, email: account.email, password: account.password, json: "true" },
  });
  expect((await request.get("/api/auth/user")).status()).toBe(200);
}

test("hostile files and pages get their answer in 2 s (a 30 MB recording in 5); memory and health hold while they run", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const port = Number(new URL(baseURL!).port);
  const pid = listeningPid(port);
  expect(pid, "the e2e server's process").not.toBeNull();
  const request = page.request;
  const headers = { origin: baseURL! };
  await signUpThroughApi(request, headers);

  const upload = async (name: string, buffer: Buffer) =>
    (
      await request.post("/api/master-resume/upload", {
        headers,
        multipart: { resume: { name, mimeType: "application/octet-stream", buffer } },
      })
    ).status();

  const uploadContext = async (name: string, text: string) =>
    (
      await request.post("/api/interview-assist/context-file", {
        headers,
        multipart: {
          context: { name, mimeType: "application/octet-stream", buffer: Buffer.from(text) },
        },
      })
    ).status();
  const uploadAudio = async (name: string, mimeType: string, buffer: Buffer) =>
    (
      await request.post("/api/interview-insight", {
        headers,
        multipart: { audio: { name, mimeType, buffer } },
      })
    ).status();
  const fill = (unit: string, bytes: number) => unit.repeat(Math.floor(bytes / unit.length));

  // The pages come from a loopback server this test starts (the e2e server allows it).
  const pages: Record<string, string> = {
    "/small": "<html><body><p>Hello</p></body></html>",
    "/paragraphs": manyParagraphsHtml(),
    "/nested": deeplyNestedHtml(),
  };
  const site = http.createServer((incoming, response) => {
    response.writeHead(200, { "content-type": "text/html" }).end(pages[incoming.url ?? ""] ?? "");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const extract = async (path: string) =>
    (
      await request.post("/api/extract-job", { headers, data: { url: `${origin}${path}` } })
    ).status();

  // Warm up as a running server would be: both routes loaded (Next loads a route's code on
  // its first request) and the parser workers started.
  expect(await upload("warm.pdf", makePdf(["Jane Doe"]))).toBe(200);
  expect(await extract("/small")).toBe(422);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = rssBytes(pid!);

  // The files are made before the clock starts: deflating 200 MB here takes the test's own
  // time (over a second on a slow machine), which is not the server's answer.
  const [declaring2Gb, inflating, lying, manyPages, playlist, tooLong] = [
    await docxWithHugeDeclaredSize(),
    await docxDeflateBomb(),
    await docxDeflateBomb({ declaredSize: 100_000 }),
    manyPagePdf(5_000),
    hlsPlaylistInId3("/etc/hostname"),
    tooLongWav(),
  ];
  // The answer's time bound: 2 s, or 5 s for a 30 MB recording, whose sending and writing
  // to disk take most of that before any check can run.
  const cases: [string, () => Promise<number>, number, number?][] = [
    ["docx declaring 2 GB", () => upload("cv.docx", declaring2Gb), 413],
    ["docx inflating to 200 MB", () => upload("cv.docx", inflating), 413],
    ["docx inflating to 200 MB, declaring 100 KB", () => upload("cv.docx", lying), 413],
    ["5,000-page PDF", () => upload("cv.pdf", manyPages), 413],
    ["370,000 paragraphs", () => extract("/paragraphs"), 422],
    ["300,000 nested divs", () => extract("/nested"), 422],
    // The second review's shapes on the upload routes added since (issue 35).
    [
      "context .html, 12 MB of <p>a</p>",
      () => uploadContext("c.html", fill("<p>a</p>", 12 * MB - 1024)),
      413,
    ],
    ["context .html, 6,000 nested divs", () => uploadContext("c.html", "<div>".repeat(6_000)), 413],
    [
      "context .txt, 12 MB of one letter",
      () => uploadContext("c.txt", fill("a", 12 * MB - 1024)),
      200,
    ],
    [
      "context .json, 10 MB of brackets",
      () => uploadContext("c.json", fill("[", 5 * MB) + fill("]", 5 * MB)),
      200,
    ],
    [
      'context .txt, 12 MB of "\\n \\n"',
      () => uploadContext("c.txt", fill("\n \n", 12 * MB - 1024)),
      422,
    ],
    [
      'résumé .txt, 10 MB of "\\n \\n"',
      () => upload("cv.txt", Buffer.from(fill("\n \n", 10 * MB - 1024))),
      422,
    ],
    [
      "HLS playlist behind an ID3 tag, 30 MB",
      () => uploadAudio("talk.mp3", "audio/mpeg", playlist),
      415,
      5_000,
    ],
    ["30 MB WAV of over 8 hours", () => uploadAudio("talk.wav", "audio/wav", tooLong), 413, 5_000],
  ];
  try {
    for (const [name, send, expected, maxMs = 2_000] of cases) {
      const baseline = await idleHealthMs(request);
      const result = await underWatch(pid!, request, send);
      console.log(
        `${name}: HTTP ${result.status} in ${result.ms.toFixed(0)} ms; peak RSS +${((result.peak - idle) / MB).toFixed(0)} MB over idle (${(idle / MB).toFixed(0)} MB); health median ${result.medianHealth.toFixed(0)} ms (idle ${baseline.toFixed(0)} ms), slowest ${result.slowestHealth.toFixed(0)} ms`,
      );
      expect(result.status, name).toBe(expected);
      expect(result.ms, name).toBeLessThan(maxMs);
      expect(result.peak - idle, name).toBeLessThan(300 * MB);
      // Within 200 ms of what health answers idle on this machine right now: the shared
      // two-core machine's own load is not the server's doing; a parser on its event
      // loop would add seconds.
      expect(result.medianHealth - baseline, name).toBeLessThan(200);
      expect(result.slowestHealth, name).toBeLessThan(1_000);
    }
  } finally {
    site.close();
  }
  expect(listeningPid(port), "the same server process, never restarted").toBe(pid);
});
