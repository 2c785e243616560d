// `npm start`: migrate, build when the build is missing or older than the sources, then
// serve from a child process that is started again if it dies (scripts/supervise.ts).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { restrictFileModes } from "../lib/private-files";
import { buildIfNeeded } from "./build-if-needed";
import { copyFfmpegCore } from "./copy-ffmpeg-core";
import { supervise } from "./supervise";

// In a process of its own: opened here, PGlite's memory (about 150 MB resident) would stay
// with this supervisor for as long as the server runs.
function migrateDatabase() {
  const result = spawnSync(
    process.execPath,
    [...process.execArgv, path.join(__dirname, "prepare-data.ts")],
    { stdio: "inherit" },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function main() {
  // Before anything writes: the migration and the server inherit the umask.
  restrictFileModes();
  migrateDatabase();
  copyFfmpegCore();
  buildIfNeeded();
  supervise(path.join(__dirname, "serve.ts"));
}

main();
