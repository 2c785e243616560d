import { sql } from "../db/connection";

/**
 * Each user row carries a session version; a session cookie records the version it was
 * issued under and stops working once the row's version moves past it. One
 * primary-key read per request.
 */
export async function currentSessionVersion(userId: string): Promise<number | null> {
  const [row] = await sql().query<{ sessionVersion: number }>(
    `SELECT "sessionVersion" FROM "User" WHERE id = $1`,
    [userId],
  );
  return row ? Number(row.sessionVersion) : null;
}

/** Ends every session of this user, on every device: called at logout and password change. */
export async function endAllSessions(userId: string): Promise<void> {
  await sql().query(`UPDATE "User" SET "sessionVersion" = "sessionVersion" + 1 WHERE id = $1`, [
    userId,
  ]);
}
