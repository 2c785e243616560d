/*
 * An MP3 told by its structure, not by a leading "ID3": every ID3v2 tag is skipped by its
 * own size, and where the audio must begin there are two MPEG layer III frames, the second
 * exactly where the first one's length puts it. Layers I and II (.mp1, .mp2) are refused:
 * the app accepts MP3, and each accepted layer is one more decoder a hostile file reaches.
 */

const ID3_HEADER_BYTES = 10;
/** Zero bytes some taggers leave after a tag, before the first frame. */
export const MAX_ZERO_PADDING = 4096;
/** More chained tags than this is not a recording. */
const MAX_ID3_TAGS = 4;

/** The whole length of the ID3v2 tag starting at `bytes[0]`, or null when none starts there. */
export function id3TagLength(bytes: Uint8Array): number | null {
  if (bytes.length < ID3_HEADER_BYTES) return null;
  if (bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return null; // "ID3"
  const [major, minor, flags] = [bytes[3], bytes[4], bytes[5]];
  if (major < 2 || major > 4 || minor === 0xff) return null;
  const size = bytes.subarray(6, 10);
  // A syncsafe integer: seven bits a byte, the top bit always clear.
  if (size.some((byte) => byte & 0x80)) return null;
  const body = (size[0] << 21) | (size[1] << 14) | (size[2] << 7) | size[3];
  const hasFooter = major === 4 && (flags & 0x10) !== 0;
  return ID3_HEADER_BYTES + body + (hasFooter ? ID3_HEADER_BYTES : 0);
}

/** Where the audio begins: after every leading ID3v2 tag, or null for a chain past reason. */
export async function audioStart(
  read: (offset: number, length: number) => Promise<Uint8Array>,
): Promise<number | null> {
  let start = 0;
  for (let tags = 0; tags <= MAX_ID3_TAGS; tags++) {
    const length = id3TagLength(await read(start, ID3_HEADER_BYTES));
    if (length === null) return start;
    start += length;
  }
  return null;
}

// kb/s by bitrate index (1..14), for MPEG-1 and for MPEG-2/2.5, layer III.
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
// Hz by sample-rate index (0..2), for version bits 0 (MPEG-2.5), 2 (MPEG-2), 3 (MPEG-1).
const SAMPLE_RATES: Record<number, number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};

export type FrameHeader = { version: number; sampleRate: number; length: number };

/** The layer III frame header at `at`, with its length in bytes; null if there is none. */
export function frameHeader(bytes: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = bytes.subarray(at, at + 4);
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0x03; // 1 is reserved
  const layer = (b1 >> 1) & 0x03; // 1 is layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0x03;
  if (version === 1 || layer !== 1) return null;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  if ((b3 & 0x03) === 2) return null; // reserved emphasis
  const sampleRate = SAMPLE_RATES[version][rateIndex];
  const kbps = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex];
  const padding = (b2 >> 1) & 0x01;
  // 1152 samples a frame in MPEG-1, 576 in MPEG-2 and 2.5: 144 or 72 bytes per kb/s per kHz.
  const length = Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / sampleRate) + padding;
  return { version, sampleRate, length };
}

/**
 * True when `window` (the bytes where the audio begins) holds, after at most a little zero
 * padding, a layer III frame followed by a second of the same version and sample rate.
 */
export function startsWithFrames(window: Uint8Array): boolean {
  let at = 0;
  while (at < window.length && at < MAX_ZERO_PADDING && window[at] === 0) at++;
  const first = frameHeader(window, at);
  if (!first) return false;
  const second = frameHeader(window, at + first.length);
  return (
    second !== null && second.version === first.version && second.sampleRate === first.sampleRate
  );
}
