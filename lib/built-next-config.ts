import fs from "node:fs";
import path from "node:path";

/**
 * Production only: hands Next the config `next build` recorded, the way the server Next
 * generates for `output: "standalone"` does. Next then skips reading next.config.ts, which
 * loads its SWC compiler (about 30 MB resident) only to transpile that file. Without a
 * build (or if a later Next ignores the setting) Next reads next.config.ts as before.
 */
export function applyBuiltNextConfig(dir = process.cwd()) {
  try {
    const file = path.join(dir, ".next", "required-server-files.json");
    const { config } = JSON.parse(fs.readFileSync(file, "utf8")) as { config: object };
    process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  } catch {
    // No build yet: Next says so itself.
  }
}
