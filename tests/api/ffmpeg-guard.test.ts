import { spawn } from "node:child_process";
import { closeSync, constants, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compressForTranscription } from "@/lib/speech/compress";
import { audioSeconds, ffmpegInputArgs, runFfmpeg } from "@/lib/speech/ffmpeg";
import { withFfmpegSlot } from "@/lib/speech/ffmpeg-slots";
import { createTestUser, type TestUser } from "../support/api";
import { wavFile } from "../support/ffmpeg-runs";
import {
  audio,
  bundledFfmpeg,
  canary,
  fake,
  MB,
  NOT_AUDIO,
  recorder,
  sleep,
  upload,
  uploads,
  work,
} from "../support/ffmpeg-guard-setup";
import { hlsPlaylistInId3, id3Header, tooLongWav, twoFrames } from "../support/hostile-audio";

// Issue 35: ffmpeg reads only an identified audio file, through the demuxer the app names
// and the file protocol alone, under CPU and time limits, in a fair, bounded line.

const hlsInId3 = (size = 30 * MB) => hlsPlaylistInId3(canary, size);

/** The arguments `sequence` appear in `args`, next to each other and in order. */
function containsSequence(args: string[], sequence: string[]) {
  return args.some((_, start) => sequence.every((arg, index) => args[start + index] === arg));
}
const inputOf = (file: string, demuxer: string) => [
  ...["-protocol_whitelist", "file", "-format_whitelist", demuxer, "-f", demuxer],
  ...["-threads", "1", "-i", `file:${file}`],
];

describe("a file is identified by its structure before ffmpeg sees it", () => {
  let mallory: TestUser;
  beforeAll(async () => {
    mallory = await createTestUser();
  });

  it.each([
    [
      "an HLS playlist behind an ID3 header, padded to 30 MB",
      () => hlsInId3(),
      "interview.mp3",
      "audio/mpeg",
    ],
    [
      "a concat list behind an ID3 header",
      () => Buffer.concat([id3Header(), Buffer.from("ffconcat version 1.0\nfile '/etc/hosts'\n")]),
      "interview.mp3",
      "audio/mpeg",
    ],
    [
      "an .m3u8 playlist named .mp3",
      () =>
        Buffer.from(
          "#EXTM3U\n#EXT-X-VERSION:3\n#EXTINF:10.0,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n",
        ),
      "interview.mp3",
      "audio/mpeg",
    ],
    [
      "an .ffconcat list",
      () => Buffer.from("ffconcat version 1.0\nfile 'concat:/etc/hosts|/etc/passwd'\n"),
      "list.ffconcat",
      "application/octet-stream",
    ],
    [
      "a file: URL behind an ID3 header and two good MPEG frames",
      () => Buffer.concat([id3Header(), twoFrames(), Buffer.from("file:/etc/passwd\n")]),
      "interview.mp3",
      "audio/mpeg",
    ],
  ])("refuses %s with 415, and ffmpeg never runs", async (_label, bytes, name, type) => {
    const { status, json } = await upload(mallory, bytes(), name, type);
    expect(status).toBe(415);
    expect(json.message).toBe(NOT_AUDIO);
    expect(recorder.runs()).toEqual([]);
    expect(fake.received).toHaveLength(0);
  });

  it("names the demuxer, the file protocol alone, and MOV without external references", () => {
    const file = path.join(uploads, "upload");
    expect(ffmpegInputArgs({ path: file, kind: "mp3" })).toEqual([
      ...["-hide_banner", "-nostdin"],
      ...inputOf(file, "mp3"),
    ]);
    expect(ffmpegInputArgs({ path: file, kind: "wav" })).toEqual(
      expect.arrayContaining(inputOf(file, "wav")),
    );
    expect(ffmpegInputArgs({ path: file, kind: "webm" })).toEqual(
      expect.arrayContaining(inputOf(file, "matroska")),
    );
    const mov = ffmpegInputArgs({ path: file, kind: "mp4" });
    expect(containsSequence(mov, ["-f", "mov", "-enable_drefs", "0"])).toBe(true);
    // A relative path is made absolute, so no name can read as a protocol.
    expect(ffmpegInputArgs({ path: "concat:a|b", kind: "mp3" }).at(-1)).toBe(
      `file:${path.resolve("concat:a|b")}`,
    );
  });
});

describe("the arguments ffmpeg really runs with", () => {
  let ada: TestUser;
  beforeAll(async () => {
    ada = await createTestUser();
  });

  it("reads an MP3 under 24 MB once, for its length: whitelisted, in the upload folder, CPU-limited", async () => {
    const { status } = await upload(ada, audio.mp3, "interview.mp3", "audio/mpeg");
    expect(status).toBe(201);
    const runs = recorder.runs();
    expect(runs).toHaveLength(1);
    const [probe] = runs;
    expect(probe.input.startsWith(`${uploads}${path.sep}`)).toBe(true);
    expect(probe.args).toEqual(["-hide_banner", "-nostdin", ...inputOf(probe.input, "mp3")]);
    expect(probe.cwd).toBe(uploads);
    expect(probe.cpuSeconds).toBe("10");
  });

  it("compresses a 25 MB WAV with one encode, its input whitelisted the same way", async () => {
    // 34 s of 96 kHz stereo 32-bit silence: large, quick to encode.
    const wav = wavFile({ sampleRate: 96_000, channels: 2, bitsPerSample: 32, dataBytes: 25 * MB });
    const { status, json } = await upload(ada, wav, "interview.wav", "audio/wav");
    expect(status).toBe(201);
    expect(json.durationSeconds).toBe(34);
    expect(fake.received[0].mediaType).toBe("audio/mpeg");
    const [probe, encode, ...more] = recorder.runs();
    expect(more).toEqual([]);
    for (const run of [probe, encode]) {
      expect(containsSequence(run.args, inputOf(probe.input, "wav"))).toBe(true);
      expect(run.cwd).toBe(uploads);
    }
    const output = encode.args.at(-1)!;
    expect(output).toMatch(new RegExp(`^file:${uploads}/compressed-[0-9a-f-]+\\.mp3$`));
    expect(
      containsSequence(encode.args, ["-b:a", "96k", "-threads", "1", "-fs", String(24 * MB + 1)]),
    ).toBe(true);
    expect(containsSequence(encode.args, ["-f", "mp3", "-y", output])).toBe(true);
    // A quarter of 34 s is under the 30-second floor.
    expect(encode.cpuSeconds).toBe("30");
  });
});

describe("limits", () => {
  it("stops ffmpeg at its CPU limit", async () => {
    const folder = path.join(work, "cpu");
    mkdirSync(folder);
    const input = { path: path.join(folder, "half-hour.wav"), kind: "wav" as const };
    // Half an hour at 8 kHz: tens of seconds of CPU to encode at 96 kb/s and 44.1 kHz.
    writeFileSync(input.path, wavFile({ sampleRate: 8000, dataBytes: 1800 * 8000 }));
    const started = Date.now();
    const run = await withFfmpegSlot("cpu", {}, (slot) =>
      runFfmpeg(slot, {
        input,
        output: ["-ar", "44100", "-b:a", "96k", "-f", "mp3", "-y", `file:${folder}/out.mp3`],
        cpuSeconds: 1,
        timeoutMs: 60_000,
      }),
    );
    expect(run).toMatchObject({ code: null, isStopped: true });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(recorder.runs()[0].cpuSeconds).toBe("1");
  });

  it("says ffmpeg is missing when it is, for a file that needs compressing", async () => {
    const carol = await createTestUser();
    process.env.FFMPEG_PATH = path.join(work, "no-such-ffmpeg");
    try {
      const wav = wavFile({
        sampleRate: 96_000,
        channels: 2,
        bitsPerSample: 32,
        dataBytes: 25 * MB,
      });
      const { status, json } = await upload(carol, wav, "interview.wav", "audio/wav");
      expect(status).toBe(503);
      expect(json.message).toMatch(/needs ffmpeg .* not found\. .*FFMPEG_PATH/);
    } finally {
      process.env.FFMPEG_PATH = recorder.path;
    }
  });
});

describe("a playlist that got past the check still opens nothing", () => {
  /** True when someone has the named pipe open for reading (a writer's open would not fail). */
  function isOpenedForReading(pipe: string) {
    try {
      closeSync(openSync(pipe, constants.O_WRONLY | constants.O_NONBLOCK));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENXIO") return false;
      throw error;
    }
  }
  async function opensCanary(run: Promise<unknown>) {
    let isDone = false;
    void run.finally(() => (isDone = true));
    while (!isDone) {
      // Opening it for writing also lets the blocked reader go on (and fail).
      if (isOpenedForReading(canary)) return true;
      await sleep(20);
    }
    return isOpenedForReading(canary);
  }

  it("is opened by ffmpeg left to guess the format, and not with the app's arguments", async () => {
    const hostile = path.join(work, "hostile.mp3");
    writeFileSync(hostile, hlsInId3(200));
    // The bundled ffmpeg guessing from the content follows the playlist to the canary...
    const guessing = spawn(
      bundledFfmpeg,
      ["-hide_banner", "-nostdin", "-i", hostile, "-f", "null", "-"],
      {
        stdio: "ignore",
      },
    );
    const exited = new Promise((resolve) => guessing.on("close", resolve));
    try {
      expect(await opensCanary(exited)).toBe(true);
    } finally {
      guessing.kill("SIGKILL");
      await exited;
    }
    // ...the app's arguments, given the same file as if it were an MP3, do not.
    const guarded = withFfmpegSlot("canary", {}, (slot) =>
      runFfmpeg(slot, {
        input: { path: hostile, kind: "mp3" },
        output: ["-f", "null", "-"],
        cpuSeconds: 10,
        timeoutMs: 10_000,
      }),
    );
    expect(await opensCanary(guarded)).toBe(false);
    expect((await guarded).code).not.toBe(0);
  });
});

describe("a recording too long for the limit", () => {
  let bob: TestUser;
  beforeAll(async () => {
    bob = await createTestUser();
  });

  const lowMp3 = () => {
    const copies = Math.ceil((30 * MB) / audio.lowMp3.length);
    return Buffer.concat(Array.from({ length: copies }, () => audio.lowMp3));
  };
  it.each([
    ["30 MB of MP3 at 8 kb/s", lowMp3, "long.mp3", "audio/mpeg"],
    ["30 MB of WAV at 1 kHz", tooLongWav, "long.wav", "audio/wav"],
  ])(
    "is refused with 413 and its reason, after reading its length, before any encoding: %s",
    async (_label, bytes, name, type) => {
      const { status, json } = await upload(bob, bytes(), name, type);
      expect(status).toBe(413);
      expect(json.message).toMatch(
        /^This recording is about 8 h 4[45] min long; at the lowest quality that fits the 24 MB transcription limit it would still be 30 MB\. Split it into parts under 6 h 55 min\.$/,
      );
      const runs = recorder.runs();
      expect(runs).toHaveLength(1);
      expect(runs[0].args.at(-2)).toBe("-i");
      expect(fake.received).toHaveLength(0);
    },
  );
});

describe("a recording whose header has no length", () => {
  let folder: string;
  let input: { path: string; kind: "webm" };
  beforeAll(() => {
    folder = path.join(work, "live");
    mkdirSync(folder);
    input = { path: path.join(folder, "recording.webm"), kind: "webm" };
    writeFileSync(input.path, audio.liveWebm);
  });

  it("is measured by reading it through without decoding", async () => {
    const seconds = await withFfmpegSlot("live", {}, async (slot) => [
      await audioSeconds(slot, input),
      await audioSeconds(slot, input, { scan: true }),
    ]);
    expect(seconds).toEqual([null, 60]);
  });

  it("is compressed in two encodes at most: the lowest step tells its length, then the best that fits", async () => {
    const output = path.join(folder, "compressed.mp3");
    // 130 KB: a minute fits at 16 kb/s (120 KB), not at 24.
    const result = await withFfmpegSlot("live", {}, (slot) =>
      compressForTranscription({ slot, input, output, seconds: null, maxBytes: 130 * 1024 }),
    );
    expect(result).toMatchObject({ kbps: 16, seconds: 60 });
    const encodes = recorder.runs();
    expect(encodes.map((run) => run.args[run.args.indexOf("-b:a") + 1])).toEqual(["8k", "16k"]);
    // Unknown length: the cap; then a quarter of a minute is under the floor.
    expect(encodes.map((run) => run.cpuSeconds)).toEqual(["600", "30"]);
    rmSync(output, { force: true });
  });
});
