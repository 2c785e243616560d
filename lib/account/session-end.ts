import { sql } from "../db/connection";

/** Ends every session of the user and answers the new version (for the one kept). */
export async function advanceSessionVersion(userId: string): Promise<number> {
  const [row] = await sql().query<{ sessionVersion: number }>(
    `UPDATE "User" SET "sessionVersion" = "sessionVersion" + 1 WHERE id = $1 RETURNING "sessionVersion"`,
    [userId],
  );
  return Number(row.sessionVersion);
}
