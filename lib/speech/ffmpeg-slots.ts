import "server-only";
import os from "node:os";
import { ApiError } from "../api/errors";
import { createFairSlots, SlotsBusy, type Release, type SlotsBusyReason } from "../fair-slots";

/**
 * How many ffmpeg processes run at once: a core is left to the server itself (each ffmpeg
 * decodes and encodes on one thread), and at most four, since past that a recording waits
 * less in line than it would lose sharing the disk and memory with more conversions.
 */
export function ffmpegSlotCount(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/** One person's share: one upload converting and two waiting; the line holds sixteen. */
export const FFMPEG_QUEUE = { perOwnerRunning: 1, perOwnerWaiting: 2, maxWaiting: 16 };

const BUSY_MESSAGES: Record<SlotsBusyReason, string> = {
  full: "The server is busy converting other recordings. Try again in a minute, or paste the transcript.",
  owner: "You already have recordings being converted; wait for them to finish.",
};

/** No slot for this upload now: 503 with a time to come back. */
export class FfmpegBusy extends ApiError {
  constructor(readonly reason: SlotsBusyReason) {
    super(503, BUSY_MESSAGES[reason], { "Retry-After": "30" });
  }
}

declare const held: unique symbol;
/** Proof that a slot is held: only withFfmpegSlot makes one, and runFfmpeg asks for it. */
export type FfmpegSlot = { readonly [held]: true; readonly owner: string };

const shared = globalThis as unknown as {
  shortlistFfmpegSlots?: ReturnType<typeof createFairSlots>;
};
// One line per process, made on first use (and kept across hot reloads).
const slots = () =>
  (shared.shortlistFfmpegSlots ??= createFairSlots({ slots: ffmpegSlotCount(), ...FFMPEG_QUEUE }));

/** Running and waiting uploads in the shared line. */
export const ffmpegQueueStats = () => slots().stats();

/**
 * Runs `work` holding one of the shared ffmpeg slots for `owner` (the user), waiting its
 * fair turn; one upload holds one slot for all its runs. A full share or line is
 * FfmpegBusy, as is a wait longer than `maxWaitMs` when one is given.
 */
export async function withFfmpegSlot<T>(
  owner: string,
  { signal, maxWaitMs }: { signal?: AbortSignal; maxWaitMs?: number },
  work: (slot: FfmpegSlot) => Promise<T>,
): Promise<T> {
  const timeout = maxWaitMs === undefined ? undefined : AbortSignal.timeout(maxWaitMs);
  const wait = timeout && signal ? AbortSignal.any([signal, timeout]) : (timeout ?? signal);
  let release: Release;
  try {
    release = await slots().acquire(owner, wait);
  } catch (error) {
    if (error instanceof SlotsBusy) throw new FfmpegBusy(error.reason);
    if (timeout?.aborted && !signal?.aborted) throw new FfmpegBusy("full");
    throw error;
  }
  try {
    return await work({ owner } as FfmpegSlot);
  } finally {
    release();
  }
}
