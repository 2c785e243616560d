// Without "server-only", so that server.ts (the WebSocket upgrade) shares the one
// connection Next uses; everything in the app imports it through lib/db.ts.
import { PrismaClient } from "@prisma/client";
import { openDatabase, type DatabaseHandle } from "./adapter";

type Connection = { prisma: PrismaClient; handle: DatabaseHandle };

// One client per process, kept on globalThis so hot reload does not open another
// (and so tests can install a client bound to their own database).
// null: closed for good (a test file's database after its tests), so a late caller fails
// clearly instead of opening the default database.
const globalForDb = globalThis as unknown as { shortlistDb?: Connection | null };

export function connect(handle: DatabaseHandle): Connection {
  return { prisma: new PrismaClient({ adapter: handle.factory }), handle };
}

export function setConnection(connection: Connection | null | undefined) {
  globalForDb.shortlistDb = connection;
}

function connection(): Connection {
  if (globalForDb.shortlistDb === null) throw new Error("The database connection is closed.");
  globalForDb.shortlistDb ??= connect(openDatabase());
  return globalForDb.shortlistDb;
}

/** Which database serves this process: limits shared across instances need "postgres". */
export function databaseKind(): DatabaseHandle["kind"] {
  return connection().handle.kind;
}

export function db(): PrismaClient {
  return connection().prisma;
}

/** True once the database answers a query. */
export async function isDatabaseReady(): Promise<boolean> {
  try {
    await connection().handle.sql.query("SELECT 1");
    return true;
  } catch {
    return false;
  }
}

/**
 * Plain SQL on the same connection, for the hot read paths: on PGlite the Prisma query
 * compiler costs about 1.5 ms a query, several times the query itself.
 */
export function sql() {
  return connection().handle.sql;
}
