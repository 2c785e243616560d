import crypto from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as insightRoute from "@/app/api/interview-insight/route";
import * as uploadRoute from "@/app/api/master-resume/upload/route";
import {
  MAX_PART_HEADER_BYTES,
  MAX_PART_HEADER_LINES,
  MultipartHeaderScanner,
  PART_HEADERS_TOO_LONG,
  multipartBoundary,
} from "@/lib/api/multipart-header-limit";
import { readLimitedFormData } from "@/lib/api/request";
import { withStreamedUpload } from "@/lib/api/stream-upload";
import { createTestUser, ORIGIN, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

const MB = 1024 * 1024;
const BOUNDARY = "----shortlist-test-7d1c0f";
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

type Part = { name: string; filename?: string; headers?: string[]; data: Buffer | string };

/** A multipart body as a browser sends it. */
function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${
      part.filename ? `; filename="${part.filename}"` : ""
    }`;
    const head = [disposition, ...(part.headers ?? [])].join("\r\n");
    pieces.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), Buffer.from(part.data));
    pieces.push(Buffer.from("\r\n"));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

/**
 * A body whose first part has one header `bytes` long, made chunk by chunk as it is
 * read (never held whole); `pulled` says how much of it was read.
 */
function longHeaderStream(bytes: number) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nX-Padding: `,
  );
  const chunk = Buffer.alloc(MB, "a");
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === 0) {
        controller.enqueue(new Uint8Array(head));
        state.pulled += head.length;
      } else if (state.pulled >= bytes) {
        controller.enqueue(new TextEncoder().encode(`\r\n\r\nx\r\n--${BOUNDARY}--\r\n`));
        controller.close();
      } else {
        controller.enqueue(new Uint8Array(chunk));
        state.pulled += chunk.length;
      }
    },
  });
  return { stream, state };
}

function uploadRequest(body: BodyInit, headers: Record<string, string> = {}, user?: TestUser) {
  return new Request(`${ORIGIN}/api/test`, {
    method: "POST",
    headers: {
      host: "localhost:3000",
      origin: ORIGIN,
      "content-type": TYPE,
      ...(user ? { cookie: user.cookie } : {}),
      ...headers,
    },
    body,
    duplex: "half",
  } as RequestInit);
}

const LIMITS = {
  fileField: "audio",
  maxFileBytes: 150 * MB,
  maxFieldsBytes: 64 * 1024,
  tooLargeMessage: "too large",
};

function scan(body: Buffer, chunkSizes: number[]) {
  const scanner = new MultipartHeaderScanner(BOUNDARY);
  let at = 0;
  for (const size of chunkSizes) {
    scanner.feed(body.subarray(at, at + size));
    at += size;
  }
  scanner.feed(body.subarray(at));
}

describe("the part-header scanner", () => {
  // File data full of near-boundaries: CRs, CRLFs, "--", the boundary missing a byte.
  const tricky = Buffer.concat([
    crypto.randomBytes(2000),
    Buffer.from(`\r\r\n--${BOUNDARY.slice(0, -1)}\r\n\r\n--\r\n-${BOUNDARY}\r\n`),
    crypto.randomBytes(2000),
  ]);
  const ordinary = multipart([
    { name: "jobId", data: "job-1" },
    { name: "audio", filename: "a.webm", headers: ["Content-Type: audio/webm"], data: tricky },
    { name: "notes", data: "" },
  ]);

  it("passes an ordinary body however it is cut into chunks", () => {
    for (let cut = 0; cut <= ordinary.length; cut += 7)
      expect(() => scan(ordinary, [cut])).not.toThrow();
    expect(() => scan(ordinary, Array(ordinary.length).fill(1))).not.toThrow();
  });

  it.each([
    ["a header over the byte cap", [`X-Long: ${"a".repeat(MAX_PART_HEADER_BYTES)}`]],
    ["too many header lines", Array.from({ length: MAX_PART_HEADER_LINES }, (_, i) => `X-${i}: 1`)],
  ])("refuses %s, wherever the chunks are cut", (_label, headers) => {
    const body = multipart([
      { name: "jobId", data: tricky },
      { name: "audio", filename: "a.wav", headers, data: "x" },
    ]);
    for (const cut of [1, 100, 2100, 4100, body.length - 1]) {
      expect(() => scan(body, [cut])).toThrow(PART_HEADERS_TOO_LONG);
    }
    expect(() => scan(body, Array(body.length).fill(1))).toThrow(PART_HEADERS_TOO_LONG);
  });

  it("takes headers up to the cap", () => {
    const headers = [`X-Long: ${"a".repeat(MAX_PART_HEADER_BYTES - 200)}`];
    expect(() => scan(multipart([{ name: "a", headers, data: "x" }]), [])).not.toThrow();
  });

  it("counts only CRLF CRLF as the end of the headers (a bare LF does not end them)", () => {
    const body = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\n\n${"a".repeat(MAX_PART_HEADER_BYTES)}`,
    );
    expect(() => scan(body, [])).toThrow(PART_HEADERS_TOO_LONG);
  });

  it("ignores what follows the closing boundary", () => {
    const body = Buffer.concat([ordinary, Buffer.alloc(MAX_PART_HEADER_BYTES * 2, "z")]);
    expect(() => scan(body, [])).not.toThrow();
  });
});

describe("the Content-Type's boundary", () => {
  it.each([
    ["multipart/form-data", "exactly one multipart boundary"],
    ["multipart/form-data; boundary=", "missing or not valid"],
    ['multipart/form-data; boundary=""', "missing or not valid"],
    [`multipart/form-data; boundary=${"b".repeat(71)}`, "longer than 70 characters"],
    ["multipart/form-data; boundary=a; boundary=b", "exactly one multipart boundary"],
    ["multipart/form-data; xboundary=a; boundary=b", "exactly one multipart boundary"],
    ["multipart/form-data; boundary=a\u00e9", "missing or not valid"],
  ])("refuses %j", (type, message) => {
    expect(() => multipartBoundary(type)).toThrow(message);
  });

  it("reads a plain or a quoted boundary, and hands the parser that one", () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${"b".repeat(70)}`).boundary).toBe(
      "b".repeat(70),
    );
    expect(multipartBoundary('multipart/form-data; charset=x; BOUNDARY="a b:c"')).toEqual({
      boundary: "a b:c",
      contentType: 'multipart/form-data; boundary="a b:c"',
    });
  });
});

describe("readLimitedFormData (bodies read into memory)", () => {
  const read = (body: BodyInit, headers?: Record<string, string>) =>
    readLimitedFormData(uploadRequest(body, headers), 12 * MB, "too large");

  it("still reads an ordinary upload", async () => {
    const data = crypto.randomBytes(300_000);
    const form = await read(
      new Uint8Array(multipart([{ name: "resume", filename: "cv.pdf", data }])),
    );
    const file = form.get("resume") as File;
    expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true);
  });

  it("refuses a 1 MB header with 400", async () => {
    const body = multipart([
      { name: "resume", filename: "cv.pdf", headers: [`X-Long: ${"a".repeat(MB)}`], data: "x" },
    ]);
    await expect(read(new Uint8Array(body))).rejects.toMatchObject({
      status: 400,
      message: PART_HEADERS_TOO_LONG,
    });
  });

  it("refuses a 140 MB header after reading its first chunks", async () => {
    const { stream, state } = longHeaderStream(140 * MB);
    await expect(read(stream)).rejects.toMatchObject({
      status: 400,
      message: PART_HEADERS_TOO_LONG,
    });
    expect(state.pulled).toBeLessThan(4 * MB);
  });

  it("refuses a boundary over 70 characters before reading", async () => {
    const { stream, state } = longHeaderStream(140 * MB);
    await expect(
      read(stream, { "content-type": `multipart/form-data; boundary=${"b".repeat(71)}` }),
    ).rejects.toMatchObject({ status: 400 });
    // The stream primes its first (short) chunk itself; none of the megabytes after it.
    expect(state.pulled).toBeLessThan(MB);
  });
});

describe("withStreamedUpload (bodies streamed to disk)", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), "multipart-headers-"));
    process.env.UPLOAD_TMP_DIR = path.join(folder, "uploads");
  });
  afterAll(() => {
    delete process.env.UPLOAD_TMP_DIR;
    rmSync(folder, { recursive: true, force: true });
  });

  it("still streams an ordinary upload to a file", async () => {
    const data = crypto.randomBytes(2 * MB);
    const body = multipart([
      { name: "jobId", data: "job-1" },
      { name: "audio", filename: "a.webm", headers: ["Content-Type: audio/webm"], data },
    ]);
    const size = await withStreamedUpload(
      uploadRequest(new Uint8Array(body)),
      LIMITS,
      async ({ fields, file }) => {
        expect(fields).toEqual({ jobId: "job-1" });
        expect(file).toMatchObject({ mediaType: "audio/webm", name: "a.webm" });
        return file!.size;
      },
    );
    expect(size).toBe(data.length);
  });

  it("refuses a 1 MB header with 400", async () => {
    const body = multipart([
      { name: "audio", filename: "a.wav", headers: [`X-Long: ${"a".repeat(MB)}`], data: "x" },
    ]);
    const handle = jest.fn();
    await expect(
      withStreamedUpload(uploadRequest(new Uint8Array(body)), LIMITS, handle),
    ).rejects.toMatchObject({ status: 400, message: PART_HEADERS_TOO_LONG });
    expect(handle).not.toHaveBeenCalled();
  });

  it("refuses a 140 MB header after reading its first chunks", async () => {
    const { stream, state } = longHeaderStream(140 * MB);
    const started = performance.now();
    await expect(
      withStreamedUpload(uploadRequest(stream), LIMITS, jest.fn()),
    ).rejects.toMatchObject({ status: 400, message: PART_HEADERS_TOO_LONG });
    expect(state.pulled).toBeLessThan(8 * MB);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("refuses a body that is not multipart with 415, and a boundary over 70 characters with 400", async () => {
    await expect(
      withStreamedUpload(
        uploadRequest("a=b", { "content-type": "application/x-www-form-urlencoded" }),
        LIMITS,
        jest.fn(),
      ),
    ).rejects.toMatchObject({ status: 415 });
    await expect(
      withStreamedUpload(
        uploadRequest("x", { "content-type": `multipart/form-data; boundary=${"b".repeat(71)}` }),
        LIMITS,
        jest.fn(),
      ),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe("the upload routes", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser();
  });

  it.each([
    ["POST /api/master-resume/upload", uploadRoute.POST, "resume"],
    ["POST /api/interview-insight", insightRoute.POST, "audio"],
  ])("%s answers a 1 MB part header with 400 and a message", async (_label, handler, field) => {
    const body = multipart([
      { name: field, filename: "a.pdf", headers: [`X-Long: ${"a".repeat(MB)}`], data: "x" },
    ]);
    const response = await handler(uploadRequest(new Uint8Array(body), {}, user), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: PART_HEADERS_TOO_LONG });
  });
});
