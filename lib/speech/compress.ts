import "server-only";
import { stat, unlink } from "node:fs/promises";
import path from "node:path";
import { ApiError } from "../api/errors";
import { runFfmpeg, type FfmpegInput } from "./ffmpeg";
import type { FfmpegSlot } from "./ffmpeg-slots";
import { TRANSCRIPTION_MAX_BYTES } from "./settings";

/**
 * The ladder: mono MP3 from 96 kb/s at 44.1 kHz down to 8 kb/s at 12 kHz, eleven steps,
 * stopping at the first result within the 24 MB limit. The browser runs the same ladder
 * (ffmpeg.wasm); the server runs it for uploads the browser could not compress.
 */
export const COMPRESSION_LADDER: readonly { kbps: number; sampleRate: number }[] = [
  { kbps: 96, sampleRate: 44100 },
  { kbps: 80, sampleRate: 44100 },
  { kbps: 64, sampleRate: 44100 },
  { kbps: 56, sampleRate: 32000 },
  { kbps: 48, sampleRate: 32000 },
  { kbps: 40, sampleRate: 24000 },
  { kbps: 32, sampleRate: 24000 },
  { kbps: 24, sampleRate: 22050 },
  { kbps: 16, sampleRate: 16000 },
  { kbps: 12, sampleRate: 16000 },
  { kbps: 8, sampleRate: 12000 },
];
type Step = (typeof COMPRESSION_LADDER)[number];
const LOWEST = COMPRESSION_LADDER[COMPRESSION_LADDER.length - 1];

// A constant-bitrate MP3 is within a few percent of bitrate × length; a step predicted
// above the limit by more than this margin is not worth minutes of encoding.
const PREDICTION_MARGIN = 1.05;
const predictedBytes = (kbps: number, seconds: number) => (kbps * 1000 * seconds) / 8;
const secondsIn = (bytes: number, kbps: number) => Math.round((bytes * 8) / (kbps * 1000));
const fits = (step: Step, seconds: number, maxBytes: number) =>
  predictedBytes(step.kbps, seconds) <= maxBytes * PREDICTION_MARGIN;

/*
 * CPU time for one step: a quarter of the recording's length, at least 30 s, at most
 * 10 min. The bundled ffmpeg decodes and encodes mono MP3 at about 40 (96 kb/s) to 130
 * (8 kb/s) times real time on one core of a 2-core machine, so a quarter of the length is
 * ten times what an honest file needs, and the cap three times what the longest recording
 * that fits needs (7 h at 8 kb/s: about 3 min). A file whose header understates its length
 * is stopped early. The wall clock allows twice the CPU time and 30 s, for a busy machine.
 */
const MIN_STEP_CPU_SECONDS = 30;
const MAX_STEP_CPU_SECONDS = 10 * 60;
function stepCpuSeconds(seconds: number | null): number {
  if (seconds === null) return MAX_STEP_CPU_SECONDS;
  return Math.min(MAX_STEP_CPU_SECONDS, Math.max(MIN_STEP_CPU_SECONDS, Math.ceil(seconds / 4)));
}

const MB = 1024 * 1024;
const hoursAndMinutes = (seconds: number) => {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [hours && `${hours} h`, (minutes || !hours) && `${minutes} min`].filter(Boolean).join(" ");
};

/** 413 for a recording that cannot fit even at the lowest step, saying how to split it. */
function tooLong(seconds: number, isExact: boolean, maxBytes: number): ApiError {
  const limit = `the ${Math.round(maxBytes / MB)} MB transcription limit`;
  // The longest part that fits at the lowest step, rounded down to five minutes.
  const part = Math.floor(maxBytes / predictedBytes(LOWEST.kbps, 1) / 300) * 300;
  const split = `Split it into parts under ${hoursAndMinutes(part)}.`;
  if (!isExact)
    return ApiError.tooLarge(
      `This recording is over ${hoursAndMinutes(seconds)} long, too long for ${limit} even at the lowest quality. ${split}`,
    );
  const lowestMb = Math.round(predictedBytes(LOWEST.kbps, seconds) / MB);
  return ApiError.tooLarge(
    `This recording is about ${hoursAndMinutes(seconds)} long; at the lowest quality that fits ${limit} it would still be ${lowestMb} MB. ${split}`,
  );
}

/** Refuses (413) a recording of this length before any encoding if no step can fit it. */
function assertCanFit(seconds: number, maxBytes = TRANSCRIPTION_MAX_BYTES): void {
  if (!fits(LOWEST, seconds, maxBytes)) throw tooLong(seconds, true, maxBytes);
}

type Compression = {
  slot: FfmpegSlot;
  input: FfmpegInput;
  output: string;
  signal?: AbortSignal;
  maxBytes: number;
};

/** One step into `output`; its size. The output stops just past the limit (-fs). */
async function encode(
  { slot, input, output, signal, maxBytes }: Compression,
  step: Step,
  seconds: number | null,
) {
  signal?.throwIfAborted();
  const cpuSeconds = stepCpuSeconds(seconds);
  const run = await runFfmpeg(slot, {
    input,
    output: [
      ...["-map", "0:a:0", "-map_metadata", "-1", "-ac", "1", "-ar", String(step.sampleRate)],
      ...["-b:a", `${step.kbps}k`, "-threads", "1", "-fs", String(maxBytes + 1)],
      ...["-f", "mp3", "-y", `file:${path.resolve(output)}`],
    ],
    cpuSeconds,
    timeoutMs: (2 * cpuSeconds + 30) * 1000,
    signal,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
    throw new ApiError(
      503,
      "Audio over 24 MB needs ffmpeg to be compressed, and it was not found. Reinstall with npm install, set FFMPEG_PATH, or upload an MP3 under 24 MB.",
    );
  });
  signal?.throwIfAborted();
  if (run.code === 0) return (await stat(output)).size;
  await unlink(output).catch(() => undefined);
  throw new ApiError(
    422,
    run.isStopped
      ? "Converting this recording took far longer than its length allows; it may be damaged or built to be hard to read. Export it as MP3 under 24 MB, or paste the transcript."
      : "The audio could not be read for compression. Check that the file plays, or export it as MP3 under 24 MB.",
  );
}

/**
 * Compresses `input` into `output` (an MP3 within the limit) and returns the step used and
 * the recording's length. A known length skips the steps that cannot fit, and refuses (413)
 * before any encoding when none can. An unknown length is learnt from the lowest step's
 * output (the cheapest encode), then the best step that fits is encoded. A step that comes
 * out too large shows the length is at least its size over its bitrate.
 */
export async function compressForTranscription({
  seconds,
  maxBytes = TRANSCRIPTION_MAX_BYTES,
  ...rest
}: Omit<Compression, "maxBytes"> & { seconds: number | null; maxBytes?: number }) {
  const job = { ...rest, maxBytes };
  let known = seconds;
  if (known === null) {
    const bytes = await encode(job, LOWEST, null);
    const measured = secondsIn(bytes, LOWEST.kbps);
    if (bytes > maxBytes) throw tooLong(measured, false, maxBytes);
    const isBest = !COMPRESSION_LADDER.slice(0, -1).some((step) => fits(step, measured, maxBytes));
    if (isBest) return { ...LOWEST, bytes, seconds: measured };
    known = measured;
  }
  assertCanFit(known, maxBytes);
  for (const step of COMPRESSION_LADDER) {
    if (!fits(step, known, maxBytes)) continue;
    const bytes = await encode(job, step, known);
    if (bytes <= maxBytes) return { ...step, bytes, seconds: known };
    known = Math.max(known, secondsIn(bytes, step.kbps));
  }
  throw tooLong(known, false, maxBytes);
}
