// Audio uploads from the attack reviews, shared by the Jest tests, the e2e run and the bench.
import { wavFile } from "./ffmpeg-runs";

const MB = 1024 * 1024;

export const id3Header = () => Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);

// Two MPEG-1 layer III frames (128 kb/s, 44.1 kHz: 417 bytes each), as real audio begins.
export const twoFrames = () =>
  Buffer.concat(
    [1, 2].map(() => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0]), Buffer.alloc(413)])),
  );

const padded = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(Math.max(0, size - bytes.length), "\n")]);

/** The review's file: an HLS playlist naming a local file, behind a 10-byte ID3 tag. */
export const hlsPlaylistInId3 = (localFile: string, size = 30 * MB) =>
  padded(
    Buffer.concat([
      id3Header(),
      Buffer.from(
        `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\n${localFile}\n#EXT-X-ENDLIST\n`,
      ),
    ]),
    size,
  );

/** 30 MB of silence at 1,000 samples a second: over 8 hours, too long for 24 MB at 8 kb/s. */
export const tooLongWav = () => wavFile({ sampleRate: 1000, dataBytes: 30 * MB });
