import { isMatroska, isMp4, isWav } from "./containers";
import { audioStart, startsWithFrames } from "./mpeg-audio";

/*
 * The audio types the app accepts (mpeg, mp3, mp4, x-m4a, m4a, wav, webm), told apart by
 * their structure, so a renamed file, or a playlist behind an ID3 tag, is refused whatever
 * its name or declared type says. ffmpeg is then told which demuxer to use, never left to
 * guess from the content.
 */
export type AudioKind = "mp3" | "mp4" | "wav" | "webm";

export const AUDIO_MEDIA_TYPES: Record<AudioKind, string> = {
  mp3: "audio/mpeg",
  mp4: "audio/mp4",
  wav: "audio/wav",
  webm: "audio/webm",
};

/** ffmpeg's demuxer for each kind (`ffmpeg -demuxers`). */
export const FFMPEG_DEMUXER: Record<AudioKind, "mp3" | "mov" | "wav" | "matroska"> = {
  mp3: "mp3",
  mp4: "mov",
  wav: "wav",
  webm: "matroska",
};

/** The first bytes read for every kind: room for WAV chunks, an EBML header, an ftyp box. */
export const HEAD_BYTES = 64 * 1024;
/** The bytes read where an MP3's audio begins: two frames of any size, and zero padding. */
const AUDIO_WINDOW_BYTES = 16 * 1024;

/**
 * What makes ffmpeg open another file or a URL: an HLS playlist, a concat list, the
 * concat and subfile protocols, a URL of a protocol. Where audio frames must be, any of
 * them means a file built to steer ffmpeg.
 */
const STEERING_TEXT =
  /#EXTM3U|#EXT-X-|ffconcat|file '|concatf?:|subfile,|(?:file|data|pipe|https?|rtmp[a-z]{0,2}):|(?:rtsp|tcp|udp|tls|srt|ftp):\/\//i;

export function hasSteeringText(bytes: Uint8Array): boolean {
  return STEERING_TEXT.test(new TextDecoder("latin1").decode(bytes));
}

export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

/** The kind of the file read through `read`, or null when it is not audio the app takes. */
export async function identifyAudio(read: ReadAt): Promise<AudioKind | null> {
  const head = await read(0, HEAD_BYTES);
  if (isWav(head)) return "wav";
  if (isMatroska(head)) return "webm";
  if (isMp4(head)) return "mp4";
  const start = await audioStart(read);
  if (start === null) return null;
  const window = await read(start, AUDIO_WINDOW_BYTES);
  return !hasSteeringText(window) && startsWithFrames(window) ? "mp3" : null;
}

// What a browser or tool may declare for these files; anything else declared is refused
// even when the bytes are audio, since the person chose the wrong file.
const DECLARED =
  /^(?:audio\/(?:mpeg|mp3|mpeg3|x-mpeg-3|mp4|x-m4a|m4a|aac|wav|x-wav|wave|vnd\.wave|webm)|video\/(?:mp4|webm)|application\/octet-stream)$/i;

export function isAcceptedDeclaredType(mediaType: string | null | undefined): boolean {
  if (!mediaType) return true;
  return DECLARED.test(mediaType.split(";")[0].trim());
}
