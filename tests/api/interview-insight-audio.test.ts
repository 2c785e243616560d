import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as insightRoute from "@/app/api/interview-insight/route";
import { setLanguageModelOverride } from "@/lib/ai/provider";
import { call, createTestUser, ORIGIN, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import {
  DEFAULT_FAKE_TRANSCRIPT,
  startFakeTranscriptionServer,
  type FakeTranscriptionServer,
} from "../support/fake-transcription-server";

setupTestDatabase();

const MB = 1024 * 1024;
let work: string;
let uploads: string;
let fake: FakeTranscriptionServer;
let alice: TestUser;
const audio: Record<"speech" | "mp3" | "bigWav" | "webm" | "m4a", Buffer> = {} as never;

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");
const ffmpeg = (...args: string[]) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);

beforeAll(async () => {
  for (const name of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "TRANSCRIPTION_MODEL"])
    delete process.env[name];
  setLanguageModelOverride(null);
  work = mkdtempSync(path.join(os.tmpdir(), "insight-audio-"));
  uploads = path.join(work, "uploads");
  process.env.UPLOAD_TMP_DIR = uploads;
  // Real speech from espeak-ng, then the formats a person uploads.
  const speech = path.join(work, "speech.wav");
  execFileSync("espeak-ng", [
    "-w",
    speech,
    "Tell me about a project you are proud of. I rewrote the payment service.",
  ]);
  ffmpeg("-i", speech, "-b:a", "64k", path.join(work, "small.mp3"));
  ffmpeg("-i", speech, "-c:a", "libopus", "-b:a", "32k", path.join(work, "small.webm"));
  ffmpeg("-i", speech, "-c:a", "aac", "-b:a", "64k", path.join(work, "small.m4a"));
  // About six minutes of 16-bit 44.1 kHz mono: a 30 MB WAV.
  ffmpeg(
    "-stream_loop",
    "-1",
    "-i",
    speech,
    "-t",
    "357",
    "-ar",
    "44100",
    "-ac",
    "1",
    "-c:a",
    "pcm_s16le",
    path.join(work, "big.wav"),
  );
  audio.speech = readFileSync(speech);
  audio.mp3 = readFileSync(path.join(work, "small.mp3"));
  audio.webm = readFileSync(path.join(work, "small.webm"));
  audio.m4a = readFileSync(path.join(work, "small.m4a"));
  audio.bigWav = readFileSync(path.join(work, "big.wav"));
  fake = await startFakeTranscriptionServer();
  process.env.TRANSCRIPTION_BASE_URL = fake.baseURL;
  alice = await createTestUser();
}, 120_000);

afterAll(async () => {
  await fake.close();
  delete process.env.TRANSCRIPTION_BASE_URL;
  delete process.env.UPLOAD_TMP_DIR;
  delete process.env.TRANSCRIPTION_TIMEOUT_MS;
  setLanguageModelOverride(undefined);
  rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  fake.received.length = 0;
  fake.reply({ kind: "text", transcript: DEFAULT_FAKE_TRANSCRIPT });
});

// Whatever happened, no uploaded or compressed file is left behind.
afterEach(() => {
  expect(readdirSync(uploads)).toEqual([]);
});

function upload(bytes: Buffer, name: string, type: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  body.append("audio", new File([new Uint8Array(bytes)], name, { type }));
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return call(insightRoute.POST, "POST", { user: alice, body });
}

async function sessionCount() {
  return (await call(insightRoute.GET, "GET", { user: alice })).json.length as number;
}

describe("audio uploads against a loopback transcription server", () => {
  it("sends an MP3 under 24 MB unchanged and saves the session with its length", async () => {
    process.env.TRANSCRIPTION_MODEL = "Systran/faster-whisper-small";
    try {
      const { status, json } = await upload(audio.mp3, "interview.mp3", "audio/mpeg");
      expect(status).toBe(201);
      expect(fake.received).toHaveLength(1);
      expect(fake.received[0]).toMatchObject({
        model: "Systran/faster-whisper-small",
        mediaType: "audio/mpeg",
        bytes: audio.mp3.length,
        sha256: sha256(audio.mp3),
      });
      expect(json.transcript).toBe(DEFAULT_FAKE_TRANSCRIPT);
      expect(json.durationSeconds).toBeGreaterThanOrEqual(3);
      expect(json.notes.delivery.wordsPerMinute).toBeGreaterThan(0);
      expect(json.notes.questions).toContain("Tell me about a project you are proud of.");
    } finally {
      delete process.env.TRANSCRIPTION_MODEL;
    }
  });

  it("compresses a 30 MB WAV into an MP3 under 24 MB before sending it", async () => {
    expect(audio.bigWav.length).toBeGreaterThan(30 * MB);
    const { status, json } = await upload(audio.bigWav, "long.wav", "audio/wav");
    expect(status).toBe(201);
    const [sent] = fake.received;
    expect(sent.bytes).toBeLessThanOrEqual(24 * MB);
    expect(sent.bytes).toBeGreaterThan(0);
    expect(sent.mediaType).toBe("audio/mpeg");
    const isMp3 = sent.head.subarray(0, 3).toString("latin1") === "ID3" || sent.head[0] === 0xff;
    expect(isMp3).toBe(true);
    expect(json.durationSeconds).toBe(357);
  }, 120_000);

  it("accepts WebM, checked by its content", async () => {
    const { status } = await upload(audio.webm, "recording-2026-11-26.webm", "audio/webm");
    expect(status).toBe(201);
    expect(fake.received[0].sha256).toBe(sha256(audio.webm));
  });

  it("accepts M4A, read by ffmpeg as MOV for its length", async () => {
    const { status, json } = await upload(audio.m4a, "voice-memo.m4a", "audio/x-m4a");
    expect(status).toBe(201);
    expect(fake.received[0].sha256).toBe(sha256(audio.m4a));
    expect(json.durationSeconds).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [
      "a PNG renamed .mp3",
      Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
      "photo.mp3",
      "audio/mpeg",
    ],
    [
      "text named .wav",
      Buffer.from("Interviewer: hello?\nCandidate: hi"),
      "notes.wav",
      "audio/wav",
    ],
    ["an MP3 declared as text", null, "interview.txt", "text/plain"],
    [
      "an HLS playlist behind an ID3 tag",
      Buffer.from(
        "ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000#EXTM3U\n#EXTINF:10,\n/etc/passwd\n",
      ),
      "interview.mp3",
      "audio/mpeg",
    ],
  ])("refuses %s with 415 and sends nothing", async (_label, bytes, name, type) => {
    const { status, json } = await upload(bytes ?? audio.mp3, name, type);
    expect(status).toBe(415);
    expect(json.message).toBe(
      "This file is not audio the app can read. Upload MP3, MP4/M4A, WAV or WebM audio.",
    );
    expect(fake.received).toHaveLength(0);
  });

  it("refuses an empty file", async () => {
    const { status, json } = await upload(Buffer.alloc(0), "empty.mp3", "audio/mpeg");
    expect(status).toBe(400);
    expect(json.message).toMatch(/empty/);
  });

  it("says audio needs a speech service when none is set, and saves nothing", async () => {
    delete process.env.TRANSCRIPTION_BASE_URL;
    try {
      const before = await sessionCount();
      const { status, json } = await upload(audio.mp3, "interview.mp3", "audio/mpeg");
      expect(status).toBe(503);
      expect(json.message).toContain("TRANSCRIPTION_BASE_URL");
      expect(json.message).toContain("OPENAI_API_KEY");
      expect(await sessionCount()).toBe(before);
    } finally {
      process.env.TRANSCRIPTION_BASE_URL = fake.baseURL;
    }
  });

  it.each([
    ["fails", { kind: "error", status: 500, message: "model crashed" }],
    ["answers junk", { kind: "junk", body: "<html>gateway</html>", contentType: "text/html" }],
    [
      "answers without text",
      { kind: "junk", body: '{"text":""}', contentType: "application/json" },
    ],
  ] as const)(
    "answers 502 naming the setting when the service %s, and saves nothing",
    async (_label, reply) => {
      fake.reply(reply);
      const before = await sessionCount();
      const { status, json } = await upload(audio.mp3, "interview.mp3", "audio/mpeg");
      expect(status).toBe(502);
      expect(json.message).toMatch(/^The speech-to-text service .*Check TRANSCRIPTION_BASE_URL/);
      expect(await sessionCount()).toBe(before);
    },
  );

  it("answers 502 when the service does not answer in time", async () => {
    process.env.TRANSCRIPTION_TIMEOUT_MS = "500";
    fake.reply({ kind: "hang" });
    try {
      const { status, json } = await upload(audio.mp3, "interview.mp3", "audio/mpeg");
      expect(status).toBe(502);
      expect(json.message).toContain("did not answer in time");
    } finally {
      delete process.env.TRANSCRIPTION_TIMEOUT_MS;
    }
  });
});

describe("an upload over 150 MB", () => {
  it("is refused with 413 while streaming, without reading the rest", async () => {
    const boundary = "----insight-test-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="huge.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    const total = 400 * MB;
    const chunk = Buffer.alloc(MB, 1);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) {
          controller.enqueue(new Uint8Array(head));
          pulled += head.length;
          return;
        }
        if (pulled >= total) return controller.close();
        controller.enqueue(new Uint8Array(chunk));
        pulled += chunk.length;
      },
    });
    const request = new Request(`${ORIGIN}/api/interview-insight`, {
      method: "POST",
      headers: {
        host: "localhost:3000",
        origin: ORIGIN,
        cookie: alice.cookie,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await insightRoute.POST(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/over 150 MB/);
    expect(pulled).toBeLessThan(160 * MB);
    expect(fake.received).toHaveLength(0);
  }, 120_000);

  it("is refused before reading when its declared length is over the limit", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16));
      },
    });
    const request = new Request(`${ORIGIN}/api/interview-insight`, {
      method: "POST",
      headers: {
        host: "localhost:3000",
        origin: ORIGIN,
        cookie: alice.cookie,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(200 * MB),
      },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await insightRoute.POST(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });
});
