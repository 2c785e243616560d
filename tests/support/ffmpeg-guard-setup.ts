// Shared by the ffmpeg guard's test files: an in-memory database, the bundled ffmpeg behind
// a recorder of its real arguments, a loopback transcription service, and test recordings.
// The hooks below run in the file that imports this module.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as insightRoute from "@/app/api/interview-insight/route";
import { setLanguageModelOverride } from "@/lib/ai/provider";
import { ffmpegPath } from "@/lib/speech/ffmpeg";
import { call, type TestUser } from "./api";
import { setupTestDatabase } from "./database";
import {
  startFakeTranscriptionServer,
  type FakeTranscriptionServer,
} from "./fake-transcription-server";
import { installFfmpegRecorder } from "./ffmpeg-runs";

setupTestDatabase();

export const MB = 1024 * 1024;
export const NOT_AUDIO =
  "This file is not audio the app can read. Upload MP3, MP4/M4A, WAV or WebM audio.";
export let work: string;
export let uploads: string;
export let canary: string;
export let fake: FakeTranscriptionServer;
export let recorder: ReturnType<typeof installFfmpegRecorder>;
export let bundledFfmpeg: string;
export const audio: Record<"mp3" | "lowMp3" | "liveWebm", Buffer> = {} as never;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export async function until(condition: () => boolean, what: string) {
  for (const started = Date.now(); !condition(); await sleep(20))
    if (Date.now() - started > 15_000) throw new Error(`Still waiting for ${what}`);
}
const systemFfmpeg = (...args: string[]) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);

beforeAll(async () => {
  for (const name of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "TRANSCRIPTION_MODEL", "FFMPEG_PATH"])
    delete process.env[name];
  setLanguageModelOverride(null);
  bundledFfmpeg = ffmpegPath();
  work = mkdtempSync(path.join(os.tmpdir(), "ffmpeg-guard-"));
  uploads = path.join(work, "uploads");
  mkdirSync(uploads, { mode: 0o700 });
  process.env.UPLOAD_TMP_DIR = uploads;
  recorder = installFfmpegRecorder(work, bundledFfmpeg);
  process.env.FFMPEG_PATH = recorder.path;
  // A named pipe: a reader that opens it blocks there, and the test can see that it did.
  canary = path.join(work, "canary-segment.mp3");
  execFileSync("mkfifo", [canary]);
  const speech = path.join(work, "speech.wav");
  execFileSync("espeak-ng", ["-w", speech, "Tell me about a project you are proud of."]);
  systemFfmpeg("-i", speech, "-b:a", "64k", path.join(work, "small.mp3"));
  // 8 kb/s at 8 kHz: 72-byte frames, a kilobyte a second, no header saying how many.
  systemFfmpeg(
    ...["-i", speech, "-ar", "8000", "-ac", "1", "-b:a", "8k"],
    ...["-write_xing", "0", "-id3v2_version", "0", path.join(work, "low.mp3")],
  );
  // A minute of WebM as a browser's recorder writes it: no length in its header.
  audio.liveWebm = execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-stream_loop", "-1", "-i", speech, "-t", "60"],
    ...["-c:a", "libopus", "-b:a", "16k", "-live", "1", "-f", "webm", "pipe:1"],
  ]);
  audio.mp3 = readFileSync(path.join(work, "small.mp3"));
  audio.lowMp3 = readFileSync(path.join(work, "low.mp3"));
  fake = await startFakeTranscriptionServer();
  process.env.TRANSCRIPTION_BASE_URL = fake.baseURL;
}, 120_000);

afterAll(async () => {
  await fake.close();
  for (const name of ["TRANSCRIPTION_BASE_URL", "UPLOAD_TMP_DIR", "FFMPEG_PATH"])
    delete process.env[name];
  setLanguageModelOverride(undefined);
  rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  recorder.clear();
  fake.received.length = 0;
});

// Whatever happened, no uploaded or compressed file is left behind.
afterEach(() => {
  expect(readdirSync(uploads)).toEqual([]);
});

export function upload(user: TestUser, bytes: Buffer, name: string, type: string) {
  const body = new FormData();
  body.append("audio", new File([new Uint8Array(bytes)], name, { type }));
  return call(insightRoute.POST, "POST", { user, body });
}
