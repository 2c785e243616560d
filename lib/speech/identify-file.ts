import "server-only";
import { open } from "node:fs/promises";
import { identifyAudio, type AudioKind } from "./audio-type";

/** The kind of audio in the file at `path`, read by its structure (see audio-type.ts). */
export async function identifyAudioFile(path: string): Promise<AudioKind | null> {
  const handle = await open(path, "r");
  try {
    return await identifyAudio(async (offset, length) => {
      const bytes = new Uint8Array(length);
      const { bytesRead } = await handle.read(bytes, 0, length, offset);
      return bytes.subarray(0, bytesRead);
    });
  } finally {
    await handle.close();
  }
}
