// Serves ffmpeg.wasm's core from our own path (/ffmpeg/...), never a CDN. The files are
// 31 MB, so they are copied from node_modules at install and start, not committed.
import fs from "node:fs";
import path from "node:path";

// The worker is served as it is too, so no bundler rewrites its import() of the core.
const SOURCES: { folder: string[]; files: string[] }[] = [
  { folder: ["@ffmpeg", "core", "dist", "esm"], files: ["ffmpeg-core.js", "ffmpeg-core.wasm"] },
  { folder: ["@ffmpeg", "ffmpeg", "dist", "esm"], files: ["worker.js", "const.js", "errors.js"] },
];

export function copyFfmpegCore(root = process.cwd()) {
  const to = path.join(root, "public", "ffmpeg");
  for (const { folder, files } of SOURCES) {
    const from = path.join(root, "node_modules", ...folder);
    if (!fs.existsSync(from)) {
      console.warn(
        `${folder.slice(0, 2).join("/")} is not installed: audio is compressed on the server only.`,
      );
      return;
    }
    fs.mkdirSync(to, { recursive: true });
    for (const name of files) {
      const source = path.join(from, name);
      const target = path.join(to, name);
      const isCurrent =
        fs.existsSync(target) && fs.statSync(target).size === fs.statSync(source).size;
      if (!isCurrent) fs.copyFileSync(source, target);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) copyFfmpegCore();
