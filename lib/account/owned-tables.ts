import "server-only";
import { db, sql } from "../db";

/**
 * Our tables that hold a user's rows: every table with a "userId" column, read from the
 * database itself, so a table added later is exported and deleted without a change here.
 */
export async function ownedTables(): Promise<string[]> {
  const rows = await sql().query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'userId'
      ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every row of the user in one transaction: the owned tables first, then the user. */
export async function deleteOwnedRows(userId: string): Promise<void> {
  const tables = await ownedTables();
  await db().$transaction([
    ...tables.map((table) =>
      db().$executeRawUnsafe(`DELETE FROM ${quoted(table)} WHERE "userId" = $1`, userId),
    ),
    db().$executeRawUnsafe(`DELETE FROM "User" WHERE id = $1`, userId),
  ]);
}

/** One page of a user's rows in an owned table, in id order after `afterId`. */
export async function ownedRowsPage(
  table: string,
  userId: string,
  afterId: string | null,
  size: number,
): Promise<Record<string, unknown>[]> {
  const hasId = await tableHasId(table);
  if (!hasId) {
    if (afterId !== null) return [];
    return sql().query(`SELECT * FROM ${quoted(table)} WHERE "userId" = $1`, [userId]);
  }
  return sql().query(
    `SELECT * FROM ${quoted(table)} WHERE "userId" = $1 AND ($2::text IS NULL OR id > $2)
      ORDER BY id LIMIT ${Math.floor(size)}`,
    [userId, afterId],
  );
}

const idColumns = new Map<string, boolean>();

async function tableHasId(table: string): Promise<boolean> {
  const known = idColumns.get(table);
  if (known !== undefined) return known;
  const rows = await sql().query(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'id'`,
    [table],
  );
  idColumns.set(table, rows.length > 0);
  return rows.length > 0;
}
