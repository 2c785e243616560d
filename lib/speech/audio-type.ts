/*
 * The audio types spec 2 §5 accepts (mpeg, mp3, mp4, x-m4a, m4a, wav, webm), told apart by
 * their first bytes, so a renamed file is refused whatever its name or declared type says.
 */
export type AudioKind = "mp3" | "mp4" | "wav" | "webm";

export const AUDIO_MEDIA_TYPES: Record<AudioKind, string> = {
  mp3: "audio/mpeg",
  mp4: "audio/mp4",
  wav: "audio/wav",
  webm: "audio/webm",
};

/** Bytes needed to recognise every kind (an ID3 tag header, a RIFF header, an ftyp box). */
export const SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

export function sniffAudio(head: Uint8Array): AudioKind | null {
  if (head.length < 4) return null;
  if (ascii(head, 0, 3) === "ID3") return "mp3";
  // An MPEG audio frame: 11 sync bits, then a layer that is not "reserved".
  if (head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x06) !== 0) return "mp3";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WAVE") return "wav";
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return "webm";
  if (ascii(head, 4, 8) === "ftyp") return "mp4";
  return null;
}

// What a browser or tool may declare for these files; anything else declared is refused
// even when the bytes are audio, since the person chose the wrong file.
const DECLARED =
  /^(?:audio\/(?:mpeg|mp3|mpeg3|x-mpeg-3|mp4|x-m4a|m4a|aac|wav|x-wav|wave|vnd\.wave|webm)|video\/(?:mp4|webm)|application\/octet-stream)$/i;

export function isAcceptedDeclaredType(mediaType: string | null | undefined): boolean {
  if (!mediaType) return true;
  return DECLARED.test(mediaType.split(";")[0].trim());
}
