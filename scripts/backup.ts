// `npm run backup [-- --out FILE]`: a consistent copy of the PGlite data, as a gzipped
// tarball named with the time. From the running server when it is up (PGlite's own dump
// while it serves), else from the data folder directly. PostgreSQL: use pg_dump.
import fs from "node:fs";
import path from "node:path";
import { isPostgresUrl, openDatabase } from "../lib/db/adapter";
import { dataDir } from "../lib/db/data-dir";
import { runningServer } from "../lib/operator/running-server";
import { restrictFileModes } from "../lib/private-files";
import { loadSettings } from "../lib/runtime-env";
import { callServer } from "./operator-client";
import { ourTables } from "./backup-tables";

function backupName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return path.join("backups", `shortlist-${stamp}.tar.gz`);
}

async function dump(): Promise<Blob> {
  const server = runningServer();
  if (server) return (await callServer(server, "backup")).blob();
  const folder = path.join(dataDir(), "pglite");
  if (!fs.existsSync(path.join(folder, "PG_VERSION")))
    throw new Error(`There is no database in ${folder} to back up.`);
  const { sql } = openDatabase({ url: "" });
  try {
    await sql.query("SELECT 1");
    return await sql.dumpDataDir!();
  } finally {
    await sql.close();
  }
}

async function main() {
  loadSettings();
  restrictFileModes();
  if (isPostgresUrl(process.env.DATABASE_URL)) {
    console.error(
      `This server uses PostgreSQL; back it up with pg_dump, for example:\n  pg_dump --format=custom --file=shortlist.dump ${ourTables()
        .map((t) => `--table='"${t}"'`)
        .join(" ")} "$DATABASE_URL"\nThe README's Backups section says more.`,
    );
    process.exit(2);
  }
  const at = process.argv.indexOf("--out");
  const file = at > 0 && process.argv[at + 1] ? process.argv[at + 1] : backupName();
  const blob = await dump();
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, new Uint8Array(await blob.arrayBuffer()), { mode: 0o600 });
  console.log(`Backed up the data to ${file} (${Math.round(blob.size / 1024)} KB).`);
}

main().catch((error) => {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
});
