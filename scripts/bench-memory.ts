// The server's memory for `npm run bench`: idle after start (with where it goes) and the
// peak while it parses the largest legal upload. Read from outside (/proc), as an
// operator would see it; the breakdown comes from scripts/memory-probe.cjs inside.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import JSZip from "jszip";
import { MAX_RESUME_BYTES } from "../lib/files/detect-type";
import { manyPagePdf } from "../tests/support/bombs";

export const PROBE_FILE = path.join(os.tmpdir(), `shortlist-memory-${process.pid}.json`);
export const PROBE_ARGS = ["--require", path.join(__dirname, "memory-probe.cjs")];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
}

async function probe(pid: number) {
  fs.rmSync(PROBE_FILE, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let attempt = 0; attempt < 50 && !fs.existsSync(PROBE_FILE); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return JSON.parse(fs.readFileSync(PROBE_FILE, "utf8")) as {
    memory: NodeJS.MemoryUsage;
    packages: Record<string, number>;
    heapSpaces: Record<string, number>;
  };
}

/** Idle RSS a few seconds after start, and what the process holds. */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// V8 keeps its start-up garbage and young generation until its memory reducer runs, about
// 15-30 s after start: idle is read after that, and the start-up figure (3 s) is printed too.
const STARTUP_MS = 3_000;
const SETTLED_MS = 30_000;

export async function printIdleMemory(pid: number) {
  await wait(STARTUP_MS);
  const startup = rssBytes(pid);
  await wait(SETTLED_MS - STARTUP_MS);
  const rss = rssBytes(pid);
  const { memory, packages, heapSpaces } = await probe(pid);
  const top = Object.entries(packages)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, files]) => `${name} ${files}`)
    .join(", ");
  const parsers = ["pdf-parse", "mammoth", "word-extractor", "jsdom", "@mozilla/readability"];
  const loadedParsers = parsers.filter((name) => packages[name]);
  console.log(
    `\nServer memory idle after start: RSS ${mb(rss)} ${SETTLED_MS / 1000} s after it answered (target <= 250 MB); ${mb(startup)} at ${STARTUP_MS / 1000} s, before V8 released its start-up memory`,
  );
  console.log(
    `  V8 heap ${mb(memory.heapUsed)} used of ${mb(memory.heapTotal)} (young generation ${mb(heapSpaces.new_space ?? 0)} resident); external ${mb(memory.external)} (array buffers ${mb(memory.arrayBuffers)}); ${restOfRss(memory)}`,
  );
  console.log(`  CommonJS files loaded by package: ${top}`);
  console.log(
    `  Document and page parsers in the server process: ${loadedParsers.join(", ") || "none (they load only in parser workers)"}`,
  );
  return rss;
}

/** A .docx of 10 MB: a résumé's worth of text and an incompressible photo. */
async function largestDocx(): Promise<Buffer> {
  const zip = new JSZip();
  const paragraphs = Array.from(
    { length: 2_000 },
    (_, index) =>
      `<w:p><w:r><w:t>Led project ${index}: cut deployment time by 40% across 12 services.</w:t></w:r></w:p>`,
  ).join("");
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    "word/document.xml",
    `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
  );
  const base = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
  zip.file("word/media/photo.jpg", crypto.randomBytes(MAX_RESUME_BYTES - base.length - 4096), {
    compression: "STORE",
  });
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/** A 50-page PDF padded to 10 MB with an unreferenced binary stream. */
function largestPdf(): Buffer {
  const pdf = manyPagePdf(50);
  const padding = crypto.randomBytes(MAX_RESUME_BYTES - pdf.length - 4096);
  // A comment line before the document: PDF readers skip it, the size is real.
  return Buffer.concat([
    pdf.subarray(0, 9),
    Buffer.from("%"),
    padding.map((byte) => (byte === 10 || byte === 13 ? 32 : byte)),
    Buffer.from("\n"),
    pdf.subarray(9),
  ]);
}

/** Peak RSS while the server parses each 10 MB upload (polled every 10 ms). */
export async function printUploadPeak(options: { base: string; cookie: string; pid: number }) {
  const idle = rssBytes(options.pid);
  for (const [name, bytes] of [
    ["resume.docx", await largestDocx()],
    ["resume.pdf", largestPdf()],
  ] as const) {
    const body = new FormData();
    body.append("resume", new Blob([new Uint8Array(bytes)]), name);
    let peak = 0;
    const poll = setInterval(() => (peak = Math.max(peak, rssBytes(options.pid))), 10);
    const started = performance.now();
    const response = await fetch(`${options.base}/api/master-resume/upload`, {
      method: "POST",
      headers: { cookie: options.cookie, origin: options.base },
      body,
    });
    const answer = (await response.json()) as { text?: string; message?: string };
    clearInterval(poll);
    console.log(
      `  ${name} (${mb(bytes.length)}): HTTP ${response.status} in ${(performance.now() - started).toFixed(0)} ms, ${answer.text ? `${answer.text.length} characters` : answer.message}; peak RSS ${mb(peak)} (+${mb(peak - idle)} over idle)`,
    );
  }
}

// Heap and external memory are counted as allocated: on a settled server some of PGlite's
// WebAssembly memory is not resident, and RSS is less than the two together.
function restOfRss(memory: NodeJS.MemoryUsage): string {
  const rest = memory.rss - memory.heapTotal - memory.external;
  return rest >= 0
    ? `the rest of RSS (${mb(rest)}) is code, threads and native allocations`
    : `${mb(-rest)} of the heap and external memory is allocated but not resident`;
}
