import "server-only";
import crypto from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { compressForTranscription } from "./compress";
import { audioSeconds, type FfmpegInput } from "./ffmpeg";
import { FfmpegBusy, withFfmpegSlot } from "./ffmpeg-slots";
import { TRANSCRIPTION_MAX_BYTES } from "./settings";

/** How long an upload that fits the limit waits for a slot to learn its length. */
const LENGTH_WAIT_MS = 5_000;

export type TranscribableAudio = { path: string; seconds: number | null };

/**
 * Hands `transcribe` a file the transcription service takes: the upload itself when it
 * fits the 24 MB limit, else an MP3 compressed down the ladder (removed afterwards). All
 * of one upload's ffmpeg runs share one slot of the user's fair share (FfmpegBusy: 503),
 * given back before `transcribe`, so no slot waits on the service. An upload that fits
 * needs ffmpeg only for its length: it waits a few seconds for a slot at most, then goes
 * without.
 */
export async function withTranscribableAudio<T>(
  {
    input,
    bytes,
    owner,
    signal,
  }: { input: FfmpegInput; bytes: number; owner: string; signal?: AbortSignal },
  transcribe: (audio: TranscribableAudio) => Promise<T>,
): Promise<T> {
  if (bytes <= TRANSCRIPTION_MAX_BYTES) {
    const seconds = await withFfmpegSlot(owner, { signal, maxWaitMs: LENGTH_WAIT_MS }, (slot) =>
      audioSeconds(slot, input, { signal }),
    ).catch((error: unknown) => {
      if (error instanceof FfmpegBusy) return null;
      throw error;
    });
    return transcribe({ path: input.path, seconds });
  }
  const output = path.join(path.dirname(input.path), `compressed-${crypto.randomUUID()}.mp3`);
  try {
    const { seconds } = await withFfmpegSlot(owner, { signal }, async (slot) => {
      const described = await audioSeconds(slot, input, { signal, scan: true });
      return compressForTranscription({ slot, input, output, seconds: described, signal });
    });
    return await transcribe({ path: output, seconds });
  } finally {
    await rm(output, { force: true });
  }
}
