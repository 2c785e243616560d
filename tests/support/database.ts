import crypto from "node:crypto";
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
    else handle = openDatabase({ url: "memory://" });
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
