import { migrateUpTo, openEmptyDatabase } from "../support/database";

const MIGRATION = "20261126160000_job_description_preview";

describe(`migration ${MIGRATION}`, () => {
  it("fills every existing job's preview with the start of its description and keeps the rows", async () => {
    const { sql, close } = await openEmptyDatabase();
    try {
      const migrations = await migrateUpTo(sql, MIGRATION);
      const long = `${"Lead the platform team. ".repeat(10)}😀 and more`;
      await sql.exec(`
        INSERT INTO "User" (id, email, "updatedAt") VALUES ('u1', 'a@example.com', now());
        INSERT INTO "Job" (id, "userId", title, company, description, "updatedAt")
          VALUES ('j1', 'u1', 'Engineer', 'Acme', '${long}', '2026-01-02T03:04:05Z'),
                 ('j2', 'u1', 'Short', 'Acme', 'Build things', '2026-01-02T03:04:05Z');`);

      expect(await migrations.applyRest()).toEqual(migrations.rest);

      const rows = await sql.query<{ id: string; descriptionPreview: string; updatedAt: Date }>(
        `SELECT id, "descriptionPreview", "updatedAt" FROM "Job" ORDER BY id`,
      );
      expect(rows.map((row) => [row.id, row.descriptionPreview])).toEqual([
        ["j1", long.slice(0, 160)],
        ["j2", "Build things"],
      ]);
      // Filling the column is not an edit: the list keeps its order.
      expect(new Date(rows[0].updatedAt).toISOString()).toBe("2026-01-02T03:04:05.000Z");
      await expect(
        sql.exec(`UPDATE "Job" SET "descriptionPreview" = 'written by hand' WHERE id = 'j1'`),
      ).rejects.toThrow(/descriptionPreview/);
    } finally {
      await close();
    }
  });
});
