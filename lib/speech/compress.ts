import "server-only";
import { stat, unlink } from "node:fs/promises";
import { ApiError } from "../api/errors";
import { runFfmpeg } from "./ffmpeg";
import { TRANSCRIPTION_MAX_BYTES } from "./settings";

/**
 * Spec 2 §9's ladder: mono MP3 from 96 kb/s at 44.1 kHz down to 8 kb/s at 12 kHz, eleven
 * steps, stopping at the first result within the 24 MB limit. The browser runs the same
 * ladder (ffmpeg.wasm); the server runs it for uploads the browser could not compress.
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

const STEP_TIMEOUT_MS = 10 * 60 * 1000;
// A constant-bitrate MP3 is within a few percent of bitrate × length; a step predicted
// above the limit by more than this margin is not worth minutes of encoding.
const PREDICTION_MARGIN = 1.05;

const predictedBytes = (kbps: number, seconds: number) => (kbps * 1000 * seconds) / 8;

/**
 * Compresses the file at `input` into `output` (an MP3 within the limit), returning the
 * step used. With the length known, steps that cannot fit are skipped.
 */
export async function compressForTranscription({
  input,
  output,
  seconds,
  signal,
  maxBytes = TRANSCRIPTION_MAX_BYTES,
}: {
  input: string;
  output: string;
  seconds: number | null;
  signal?: AbortSignal;
  maxBytes?: number;
}): Promise<{ kbps: number; sampleRate: number; bytes: number }> {
  const steps = COMPRESSION_LADDER.filter(
    (step, index) =>
      seconds === null ||
      index === COMPRESSION_LADDER.length - 1 ||
      predictedBytes(step.kbps, seconds) <= maxBytes * PREDICTION_MARGIN,
  );
  for (const step of steps) {
    signal?.throwIfAborted();
    const { code } = await runFfmpeg(
      [
        "-y",
        "-i",
        input,
        "-vn",
        "-ac",
        "1",
        "-ar",
        String(step.sampleRate),
        "-b:a",
        `${step.kbps}k`,
        "-f",
        "mp3",
        output,
      ],
      { signal, timeoutMs: STEP_TIMEOUT_MS },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
      throw new ApiError(
        503,
        "Audio over 24 MB needs ffmpeg to be compressed, and it was not found. Reinstall with npm install, set FFMPEG_PATH, or upload an MP3 under 24 MB.",
      );
    });
    if (code !== 0) {
      await unlink(output).catch(() => undefined);
      throw new ApiError(
        422,
        "The audio could not be read for compression. Check that the file plays, or export it as MP3 under 24 MB.",
      );
    }
    const { size } = await stat(output);
    if (size <= maxBytes) return { ...step, bytes: size };
  }
  throw ApiError.tooLarge(
    "The recording is too long to fit the 24 MB transcription limit even at the lowest quality. Split it into shorter parts.",
  );
}
