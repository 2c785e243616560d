// `npm run restore -- FILE [--force]`: puts a backup from `npm run backup` into the data
// folder. It refuses a folder that already holds data unless --force, and then keeps the
// old folder beside the new one rather than deleting it.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { isPostgresUrl } from "../lib/db/adapter";
import { dataDir } from "../lib/db/data-dir";
import { runningServer } from "../lib/operator/running-server";
import { restrictFileModes } from "../lib/private-files";
import { loadSettings } from "../lib/runtime-env";

const isEmptyFolder = (folder: string) =>
  !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;

async function main() {
  loadSettings();
  restrictFileModes();
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith("--"));
  const force = args.includes("--force");
  if (!file) {
    console.error("Usage: npm run restore -- FILE [--force]");
    process.exit(2);
  }
  if (isPostgresUrl(process.env.DATABASE_URL)) {
    console.error("This server uses PostgreSQL; restore it with pg_restore (see the README).");
    process.exit(2);
  }
  if (!fs.existsSync(file)) throw new Error(`There is no file ${file}.`);
  if (runningServer()) throw new Error("The server is running on this data folder. Stop it first.");
  const folder = path.join(dataDir(), "pglite");
  if (!isEmptyFolder(folder)) {
    if (!force)
      throw new Error(
        `${folder} already holds data. Restore into an empty DATA_DIR, or add --force to replace it (the old folder is kept beside it).`,
      );
    const kept = `${folder}.before-restore-${Date.now()}`;
    fs.renameSync(folder, kept);
    console.log(`Kept the data that was there in ${kept}.`);
  }
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const pg = new PGlite(folder, {
    loadDataDir: new Blob([new Uint8Array(fs.readFileSync(file))]),
  });
  await pg.query("SELECT 1");
  await pg.close();
  // The restored files come with the backup's modes.
  restrictFileModes();
  console.log(`Restored ${file} into ${folder}.`);
}

main().catch((error) => {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
});
