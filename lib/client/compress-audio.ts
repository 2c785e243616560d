"use client";
import { COMPRESSION_LADDER, TRANSCRIPTION_LIMIT_BYTES } from "./audio-plan";

// The core and the worker are copied into public/ by scripts/copy-ffmpeg-core.ts: our own
// path, no CDN. Absolute URLs: the worker resolves them against its own address.
const ffmpegUrl = (name: string) => new URL(`/ffmpeg/${name}`, window.location.origin).href;

export type CompressionResult = { file: File } | { tooLarge: true };

/**
 * Mono mp3 down the ladder, stopping at the first step within 24 MB. Progress is 0..1
 * over the whole ladder as far as it is expected to go. Throws when ffmpeg cannot run.
 */
export async function compressAudio(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<CompressionResult> {
  const { FFmpeg } = await import("@ffmpeg/ffmpeg");
  const ffmpeg = new FFmpeg();
  let step = 0;
  ffmpeg.on("progress", ({ progress }) => {
    const within = Number.isFinite(progress) ? Math.min(Math.max(progress, 0), 1) : 0;
    onProgress(Math.min((step + within) / COMPRESSION_LADDER.length, 1));
  });
  try {
    await ffmpeg.load({
      classWorkerURL: ffmpegUrl("worker.js"),
      coreURL: ffmpegUrl("ffmpeg-core.js"),
      wasmURL: ffmpegUrl("ffmpeg-core.wasm"),
    });
    await ffmpeg.writeFile("input", new Uint8Array(await file.arrayBuffer()));
    for (; step < COMPRESSION_LADDER.length; step += 1) {
      const { bitrate, sampleRate } = COMPRESSION_LADDER[step];
      const output = `output-${step}.mp3`;
      const code = await ffmpeg.exec([
        "-i",
        "input",
        "-vn",
        "-ac",
        "1",
        "-ar",
        String(sampleRate),
        "-c:a",
        "libmp3lame",
        "-b:a",
        bitrate,
        output,
      ]);
      if (code !== 0) throw new Error(`ffmpeg stopped with code ${code}`);
      const data = await ffmpeg.readFile(output);
      await ffmpeg.deleteFile(output);
      if (typeof data !== "string" && data.byteLength <= TRANSCRIPTION_LIMIT_BYTES) {
        onProgress(1);
        const name = file.name.replace(/\.[^./]{1,8}$/, "") + ".mp3";
        return { file: new File([data.slice()], name, { type: "audio/mpeg" }) };
      }
    }
    return { tooLarge: true };
  } finally {
    ffmpeg.terminate();
  }
}
