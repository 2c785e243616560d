// The rolling audio buffer of Interview Assist (spec 3 §5, §9), as pure functions so the
// browser recorder and the tests share one set of rules.

/** MediaRecorder timeslice: one chunk every 750 ms. */
export const CHUNK_MS = 750;
export const CLIP_LENGTHS = [10, 15, 20, 30, 45, 60, 90, 120, 150, 180] as const;
export type ClipLength = (typeof CLIP_LENGTHS)[number];
export const DEFAULT_CLIP_SECONDS: ClipLength = 30;
/** The buffer keeps the longest clip window plus 10 s. */
export const BUFFER_EXTRA_MS = 10_000;
export const MAX_BUFFERED_CHUNKS = Math.ceil(
  (Math.max(...CLIP_LENGTHS) * 1000 + BUFFER_EXTRA_MS) / CHUNK_MS,
);
/**
 * Below this a capture is "Capture too short" (the spec leaves the number to us): 4 KB is
 * about one second of Opus speech in WebM at a browser's default bitrate, less than any
 * question takes to ask.
 */
export const MIN_CAPTURE_BYTES = 4 * 1024;
/** The server refuses a larger snippet with "Snippet too large". */
export const MAX_SNIPPET_BYTES = 2 * 1024 * 1024;
export const DEFAULT_AUDIO_TYPE = "audio/webm";

/** Anything with a size: a Blob in the browser, a sized stand-in in tests. */
export type SizedChunk = { size: number };

export function isClipLength(value: unknown): value is ClipLength {
  return typeof value === "number" && (CLIP_LENGTHS as readonly number[]).includes(value);
}

/** The clip length from a stored or chosen value; anything not numeric is the default. */
export function toClipLength(value: unknown): ClipLength {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return isClipLength(number) ? number : DEFAULT_CLIP_SECONDS;
}

/** How many recent chunks a clip takes: clip ms / chunk ms, at least 1. */
export function chunksForClip(clipSeconds: number): number {
  return Math.max(1, Math.floor((clipSeconds * 1000) / CHUNK_MS));
}

/**
 * The buffer after a new chunk arrives. The first chunk of a recording carries the WebM
 * header: it is kept aside (never dropped) so any later window still decodes.
 */
export function appendChunk<T extends SizedChunk>(
  buffer: { header: T | null; chunks: T[] },
  chunk: T,
): { header: T | null; chunks: T[] } {
  if (buffer.header === null && buffer.chunks.length === 0) return { header: chunk, chunks: [] };
  const chunks = [...buffer.chunks, chunk];
  return { header: buffer.header, chunks: chunks.slice(-MAX_BUFFERED_CHUNKS) };
}

export type CaptureResult<T> =
  | { ok: true; parts: T[]; bytes: number }
  | { ok: false; reason: "no-audio" | "nothing" | "too-short" | "too-large" };

/** The chunks to send for a capture of the last clipSeconds, header first, or why not. */
export function selectCapture<T extends SizedChunk>(
  buffer: { header: T | null; chunks: T[] },
  clipSeconds: number,
): CaptureResult<T> {
  const recent = buffer.chunks.slice(-chunksForClip(clipSeconds));
  if (recent.length === 0) return { ok: false, reason: buffer.header ? "nothing" : "no-audio" };
  const parts = buffer.header ? [buffer.header, ...recent] : recent;
  const bytes = parts.reduce((sum, part) => sum + part.size, 0);
  if (bytes < MIN_CAPTURE_BYTES) return { ok: false, reason: "too-short" };
  if (bytes > MAX_SNIPPET_BYTES) return { ok: false, reason: "too-large" };
  return { ok: true, parts, bytes };
}
