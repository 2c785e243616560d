// `npm start`: migrate, build when the build is missing or older than the sources, then
// serve from a child process that is started again if it dies (scripts/supervise.ts).
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed";
import { copyFfmpegCore } from "./copy-ffmpeg-core";
import { migrateDatabase } from "./prepare-data";
import { supervise } from "./supervise";

async function main() {
  await migrateDatabase();
  copyFfmpegCore();
  buildIfNeeded();
  supervise(path.join(__dirname, "serve.ts"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
