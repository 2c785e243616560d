import fs from "node:fs";
import path from "node:path";
import { dataDir } from "./db/data-dir";

// The data folder holds people's job searches, résumés and the session secret: nobody but
// the server's own user may read it. A umask of 077 makes what this process (and any
// child it starts) creates from now on 0600, and its folders 0700.
const PRIVATE_UMASK = 0o077;
// Ours, directly in the data folder: the session secret (lib/auth/secret.ts) and where
// the server listens (lib/operator/running-server.ts).
const DATA_FILES = new Set(["auth-secret", "server.json"]);
// PGlite's database, and the copies `npm run restore --force` keeps beside it.
const isDatabaseFolder = (name: string) =>
  name === "pglite" || name.startsWith("pglite.before-restore-");

/**
 * Called at start, before anything writes: sets the umask, then takes away any access for
 * others from the data folder that is there: DATA_DIR itself (0700), our files in it
 * (0600), and every file and folder of the PGlite database. PGlite writes a new
 * database from its built-in image with that image's modes (0666) whatever the umask,
 * so the script that creates one (scripts/prepare-data.ts) calls this again after.
 * Only what is ours is touched, in case DATA_DIR is a folder with other things in it.
 */
export function restrictFileModes(env: Record<string, string | undefined> = process.env): void {
  process.umask(PRIVATE_UMASK);
  const root = dataDir(env);
  if (!makePrivate(root)) return;
  for (const name of readFolder(root)) {
    if (DATA_FILES.has(name)) makePrivate(path.join(root, name));
    else if (isDatabaseFolder(name)) makeTreePrivate(path.join(root, name));
  }
}

function makeTreePrivate(top: string) {
  const pending = [top];
  while (pending.length > 0) {
    const folder = pending.pop()!;
    if (makePrivate(folder))
      pending.push(...readFolder(folder).map((name) => path.join(folder, name)));
  }
}

/** Tightens one file (0600) or folder (0700); answers whether it is a folder. */
function makePrivate(file: string): boolean {
  let stats: fs.Stats;
  try {
    stats = fs.lstatSync(file);
  } catch {
    return false;
  }
  // A link is not followed: what it points to is someone else's choice.
  if (stats.isSymbolicLink()) return false;
  const isFolder = stats.isDirectory();
  if ((stats.mode & 0o077) !== 0) {
    try {
      fs.chmodSync(file, isFolder ? 0o700 : 0o600);
    } catch (error) {
      console.warn(`Could not make ${file} private: ${(error as Error).message}`);
    }
  }
  return isFolder;
}

function readFolder(folder: string): string[] {
  try {
    return fs.readdirSync(folder);
  } catch {
    return [];
  }
}
