"use client";
import { COMPRESSION_LADDER, TRANSCRIPTION_LIMIT_BYTES } from "./audio-plan";
import { startFfmpegWorker } from "./ffmpeg-worker";

export type CompressionResult = { file: File } | { tooLarge: true };

/**
 * Mono mp3 down the ladder, stopping at the first step within 24 MB. Progress is 0..1
 * over the whole ladder. Throws when ffmpeg cannot run here.
 */
export async function compressAudio(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<CompressionResult> {
  let step = 0;
  const ffmpeg = await startFfmpegWorker((progress) => {
    const within = Number.isFinite(progress) ? Math.min(Math.max(progress, 0), 1) : 0;
    onProgress(Math.min((step + within) / COMPRESSION_LADDER.length, 1));
  });
  try {
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
      if (data.byteLength <= TRANSCRIPTION_LIMIT_BYTES) {
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
