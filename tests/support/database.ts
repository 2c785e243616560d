import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connect, setConnection } from "@/lib/db";
import { isPostgresUrl, openDatabase, type DatabaseHandle, type SqlRunner } from "@/lib/db/adapter";
import { applyMigrations, readMigrations } from "@/lib/db/migrate";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/** A fresh schema in the PostgreSQL named by url (which must be local), dropped by the returned cleanup. */
export async function openPostgresSchema(url: string) {
  const host = new URL(url).hostname;
  if (!LOCAL_HOSTS.has(host))
    throw new Error(`Refusing to run tests against a non-local database (${host})`);
  const schema = `test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = openDatabase({ url });
  await admin.sql.exec(`CREATE SCHEMA "${schema}"`);
  const dropSchema = async () => {
    await admin.sql.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await admin.sql.close();
  };
  return { handle: openDatabase({ url, schema }), dropSchema };
}

/** An empty database for a migration's test: PGlite in memory, or a fresh schema in TEST_DATABASE_URL's PostgreSQL. */
export async function openEmptyDatabase(): Promise<{ sql: SqlRunner; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (isPostgresUrl(url)) {
    const { handle, dropSchema } = await openPostgresSchema(url);
    return {
      sql: handle.sql,
      close: async () => {
        await handle.sql.close();
        await dropSchema();
      },
    };
  }
  const { sql } = openDatabase({ url: "memory://" });
  return { sql, close: () => sql.close() };
}

/**
 * A migration's test: applies every migration before `name`, and answers how to apply the
 * rest (`applyRest`, which answers the names it applied) and the names it should apply.
 */
export async function migrateUpTo(sql: SqlRunner, name: string) {
  const all = readMigrations();
  await applyMigrations(
    sql,
    all.filter((migration) => migration.name < name),
  );
  return {
    applyRest: () => applyMigrations(sql, all),
    rest: all.filter((migration) => migration.name >= name).map((migration) => migration.name),
  };
}

// Creating a PGlite database (its initdb) and migrating it costs each test file seconds;
// a dump of one, made once per set of migrations and kept in the temporary folder, starts
// in a fraction of that. Each file still gets its own database.
async function migratedPgliteTemplate(): Promise<Blob> {
  const migrations = readMigrations();
  const key = crypto
    .createHash("sha256")
    .update(migrations.map((migration) => `${migration.name}:${migration.checksum}`).join("\n"))
    .digest("hex")
    .slice(0, 16);
  const file = path.join(os.tmpdir(), `shortlist-test-db-${key}.tar.gz`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const handle = openDatabase({ url: "memory://" });
  await applyMigrations(handle.sql, migrations);
  const dump = await handle.sql.dumpDataDir!();
  await handle.sql.close();
  // Written aside and renamed: files of other workers may be reading it at the same time.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
}

/**
 * Gives the test file its own migrated database: PGlite in memory by default, or a
 * fresh schema in the PostgreSQL named by TEST_DATABASE_URL (which must be local).
 * Call at file or describe scope; it registers beforeAll/afterAll. beforeClose runs
 * before the database closes: stop there what still works on it (a queue's workers).
 */
export function setupTestDatabase(options: { beforeClose?: () => Promise<void> } = {}) {
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    process.env.NEXTAUTH_SECRET ??= "test-secret-for-api-tests";
    const url = process.env.TEST_DATABASE_URL;
    let handle: DatabaseHandle;
    let dropSchema: () => Promise<void> = async () => undefined;
    if (isPostgresUrl(url)) ({ handle, dropSchema } = await openPostgresSchema(url));
    else handle = openDatabase({ url: "memory://", loadDataDir: await migratedPgliteTemplate() });
    // Nothing to do on a template made from the same migrations.
    await applyMigrations(handle.sql);
    const connection = connect(handle);
    setConnection(connection);
    cleanup = async () => {
      await connection.prisma.$disconnect();
      await handle.sql.close();
      await dropSchema();
    };
  });
  afterAll(async () => {
    await options.beforeClose?.();
    // Closed, not unset: work still running now fails instead of opening data/pglite.
    setConnection(null);
    await cleanup?.();
  });
}
