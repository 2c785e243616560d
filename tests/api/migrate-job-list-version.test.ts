import type { SqlRunner } from "@/lib/db/adapter";
import { migrateUpTo, openEmptyDatabase } from "../support/database";

const MIGRATION = "20261207060000_job_list_version";

const versions = async (sql: SqlRunner) =>
  Object.fromEntries(
    (
      await sql.query<{ id: string; jobsVersion: number }>(
        `SELECT id, "jobsVersion" FROM "User" ORDER BY id`,
      )
    ).map((row) => [row.id, Number(row.jobsVersion)]),
  );

describe(`migration ${MIGRATION}`, () => {
  it("keeps every user and job, and counts each write of a user's jobs from then on", async () => {
    const { sql, close } = await openEmptyDatabase();
    try {
      const migrations = await migrateUpTo(sql, MIGRATION);
      await sql.exec(`
        INSERT INTO "User" (id, email, "updatedAt") VALUES
          ('u1', 'a@example.com', now()), ('u2', 'b@example.com', now());
        INSERT INTO "Job" (id, "userId", title, company, description, "updatedAt")
          VALUES ('j1', 'u1', 'Engineer', 'Acme', 'Build things', now());`);

      expect(await migrations.applyRest()).toEqual(migrations.rest);
      expect(await versions(sql)).toEqual({ u1: 0, u2: 0 });
      expect(await sql.query(`SELECT id, title FROM "Job"`)).toEqual([
        { id: "j1", title: "Engineer" },
      ]);

      await sql.exec(`
        INSERT INTO "Job" (id, "userId", title, company, description, "updatedAt")
          VALUES ('j2', 'u1', 'Lead', 'Acme', 'Lead things', now()),
                 ('j3', 'u2', 'Clerk', 'Bexley', 'File things', now());`);
      expect(await versions(sql)).toEqual({ u1: 1, u2: 1 });
      // Two jobs in one statement are two writes; another user's count does not move.
      await sql.exec(`UPDATE "Job" SET status = 'applied' WHERE "userId" = 'u1'`);
      expect(await versions(sql)).toEqual({ u1: 3, u2: 1 });
      // A job moved to another user changes both lists.
      await sql.exec(`UPDATE "Job" SET "userId" = 'u2' WHERE id = 'j2'`);
      expect(await versions(sql)).toEqual({ u1: 4, u2: 2 });
      await sql.exec(`DELETE FROM "Job" WHERE id = 'j3'`);
      expect(await versions(sql)).toEqual({ u1: 4, u2: 3 });
      // Deleting a user takes their jobs with them, the trigger finding no row to count on.
      await sql.exec(`DELETE FROM "User" WHERE id = 'u2'`);
      expect(await versions(sql)).toEqual({ u1: 4 });
      expect(await sql.query(`SELECT id FROM "Job"`)).toEqual([{ id: "j1" }]);
    } finally {
      await close();
    }
  });
});
