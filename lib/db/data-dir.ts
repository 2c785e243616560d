import path from "node:path";

/** The data folder (DATA_DIR, default ./data): PGlite's database and the session secret. */
export function dataDir(env: Record<string, string | undefined> = process.env): string {
  // The data folder is chosen at run time; keep it out of the build's file tracing.
  return path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || "data");
}
