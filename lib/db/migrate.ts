import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SqlRunner } from "./adapter";

const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

// Same bookkeeping table as `prisma migrate deploy`, so the Prisma CLI's
// `migrate status` and ours agree on what has been applied.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export type Migration = { name: string; sql: string; checksum: string };

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

/** Applies every migration not yet recorded, each in its own transaction. Returns their names. */
export async function applyMigrations(
  sql: SqlRunner,
  migrations = readMigrations(),
): Promise<string[]> {
  await sql.exec(CREATE_TABLE);
  const rows = await sql.query<{ migration_name: string }>(
    `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const done = new Set(rows.map((row) => row.migration_name));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    const id = crypto.randomUUID();
    try {
      await sql.exec(
        `BEGIN;\n${migration.sql}\n;INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ('${id}', '${migration.checksum}', now(), '${migration.name.replace(/'/g, "''")}', 1);\nCOMMIT;`,
      );
    } catch (error) {
      await sql.exec("ROLLBACK").catch(() => undefined);
      throw new Error(
        `Migration ${migration.name} failed and was rolled back: ${(error as Error).message}`,
      );
    }
    applied.push(migration.name);
  }
  return applied;
}
