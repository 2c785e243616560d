// Serves ffmpeg.wasm's core from our own path (/ffmpeg/...), never a CDN. The files are
// 31 MB, so they are copied from node_modules at install and start, not committed.
import fs from "node:fs";
import path from "node:path";

const FILES = ["ffmpeg-core.js", "ffmpeg-core.wasm"];

export function copyFfmpegCore(root = process.cwd()) {
  const from = path.join(root, "node_modules", "@ffmpeg", "core", "dist", "esm");
  const to = path.join(root, "public", "ffmpeg");
  if (!fs.existsSync(from)) {
    console.warn("@ffmpeg/core is not installed: audio is compressed on the server only.");
    return;
  }
  fs.mkdirSync(to, { recursive: true });
  for (const name of FILES) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    const isCurrent =
      fs.existsSync(target) && fs.statSync(target).size === fs.statSync(source).size;
    if (!isCurrent) fs.copyFileSync(source, target);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) copyFfmpegCore();
