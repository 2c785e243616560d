/** Spec 2 §9: what the transcription service takes, and what the browser compresses. */
export const MB = 1024 * 1024;
export const TRANSCRIPTION_LIMIT_BYTES = 24 * MB;
export const UPLOAD_LIMIT_BYTES = 150 * MB;
/** Below this much device memory, files above LOW_MEMORY_SKIP_BYTES go to the server as they are. */
const LOW_MEMORY_GB = 4;
const LOW_MEMORY_SKIP_BYTES = 64 * MB;

/** Spec 2 §5's accepted types, as the browser may name them. */
export const ACCEPTED_AUDIO_TYPES = [
  "audio/mpeg",
  "audio/mp3",
  "audio/mp4",
  "audio/x-m4a",
  "audio/m4a",
  "audio/wav",
  "audio/x-wav",
  "audio/wave",
  "audio/webm",
  "video/webm",
] as const;
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_AUDIO_TYPES,
  ".mp3",
  ".mp4",
  ".m4a",
  ".wav",
  ".webm",
].join(",");

/** The 11 steps, from 96k at 44.1 kHz down to 8k at 12 kHz, mono mp3 (spec 2 §9). */
export const COMPRESSION_LADDER: readonly { bitrate: string; sampleRate: number }[] = [
  { bitrate: "96k", sampleRate: 44_100 },
  { bitrate: "80k", sampleRate: 44_100 },
  { bitrate: "64k", sampleRate: 44_100 },
  { bitrate: "56k", sampleRate: 32_000 },
  { bitrate: "48k", sampleRate: 32_000 },
  { bitrate: "40k", sampleRate: 24_000 },
  { bitrate: "32k", sampleRate: 24_000 },
  { bitrate: "24k", sampleRate: 22_050 },
  { bitrate: "16k", sampleRate: 16_000 },
  { bitrate: "12k", sampleRate: 16_000 },
  { bitrate: "8k", sampleRate: 12_000 },
];

export type AudioKind = "mp3" | "wav" | "mp4" | "webm";

/** The container, read from the first bytes rather than the name (an .mp3 may be anything). */
export function sniffAudio(head: Uint8Array): AudioKind | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WAVE") return "wav";
  if (head.length >= 8 && ascii(4, 8) === "ftyp") return "mp4";
  if (
    head.length >= 4 &&
    head[0] === 0x1a &&
    head[1] === 0x45 &&
    head[2] === 0xdf &&
    head[3] === 0xa3
  )
    return "webm";
  if (head.length >= 3 && ascii(0, 3) === "ID3") return "mp3";
  // An MPEG audio frame header: 11 set sync bits, a layer that is not "reserved".
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x06) !== 0)
    return "mp3";
  return null;
}

export type BrowserTraits = {
  isSecureContext: boolean;
  hasSharedArrayBuffer: boolean;
  userAgent: string;
  deviceMemoryGb: number | null;
};

export type AudioPlan =
  | { action: "refuse"; reason: "too-large" }
  | { action: "upload" }
  | { action: "compress" }
  | { action: "server"; warning: "blocked" | "large-skipped" };

const IN_APP = /\b(?:FBAN|FBAV|Instagram|Line\/|LinkedInApp|Twitter|MicroMessenger)|; wv\)/;
const SAFARI = /Safari\//;
const NOT_SAFARI = /Chrome\/|Chromium\/|Edg\/|CriOS\/|FxiOS\/|Android/;

/** Whether ffmpeg.wasm may run here: a secure context, no in-app browser, no Safari without SAB. */
export function canCompressInBrowser(traits: BrowserTraits): boolean {
  if (!traits.isSecureContext) return false;
  if (IN_APP.test(traits.userAgent)) return false;
  const isSafari = SAFARI.test(traits.userAgent) && !NOT_SAFARI.test(traits.userAgent);
  return !(isSafari && !traits.hasSharedArrayBuffer);
}

/**
 * What happens to a chosen file before upload: within the service's limit it goes as it is
 * (an mp3 at or under 24 MB is never touched), above it the browser compresses when it can,
 * otherwise the server does.
 */
export function planAudio(size: number, traits: BrowserTraits): AudioPlan {
  if (size > UPLOAD_LIMIT_BYTES) return { action: "refuse", reason: "too-large" };
  if (size <= TRANSCRIPTION_LIMIT_BYTES) return { action: "upload" };
  if (!canCompressInBrowser(traits)) return { action: "server", warning: "blocked" };
  const isLowMemory = traits.deviceMemoryGb !== null && traits.deviceMemoryGb < LOW_MEMORY_GB;
  if (isLowMemory && size > LOW_MEMORY_SKIP_BYTES)
    return { action: "server", warning: "large-skipped" };
  return { action: "compress" };
}

/** The amber warnings of spec 2 §8 (their texts are ours). */
export const AUDIO_WARNINGS = {
  failed:
    "The browser could not compress this file, so the original is uploaded and the server compresses it instead.",
  blocked:
    "This browser cannot compress audio (Safari without SharedArrayBuffer, an in-app browser, or a page not served over HTTPS), so the original is uploaded and the server compresses it instead.",
  "still-too-large":
    "Even at the lowest quality the file stays above 24 MB, so the original is uploaded for the server to try. If it is refused, split the recording into shorter parts.",
  "large-skipped":
    "This file is too large to compress in this device's memory, so the original is uploaded and the server compresses it instead.",
} as const;
export type AudioWarning = keyof typeof AUDIO_WARNINGS;

export function browserTraits(): BrowserTraits {
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return {
    isSecureContext: window.isSecureContext,
    hasSharedArrayBuffer: typeof SharedArrayBuffer !== "undefined",
    userAgent: navigator.userAgent,
    deviceMemoryGb: typeof memory === "number" ? memory : null,
  };
}
