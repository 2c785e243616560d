import { openDatabase } from "@/lib/db/adapter";
import { applyMigrations, readMigrations } from "@/lib/db/migrate";

describe("applyMigrations", () => {
  it("applies every migration once, records it as Prisma does, and is a no-op the second time", async () => {
    const { sql } = openDatabase({ url: "memory://" });
    try {
      const names = readMigrations().map((migration) => migration.name);
      expect(await applyMigrations(sql)).toEqual(names);
      expect(await applyMigrations(sql)).toEqual([]);
      const rows = await sql.query<{ migration_name: string; checksum: string }>(
        `SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      expect(rows.map((row) => row.migration_name)).toEqual(names);
      expect(rows[0].checksum).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await sql.close();
    }
  });

  it("rolls a failing migration back whole and records nothing for it", async () => {
    const { sql } = openDatabase({ url: "memory://" });
    try {
      const broken = [
        {
          name: "001_broken",
          checksum: "x",
          sql: `CREATE TABLE "kept" (id int); SELECT * FROM missing_table;`,
        },
      ];
      await expect(applyMigrations(sql, broken)).rejects.toThrow(/missing_table/);
      const tables = await sql.query(
        `SELECT 1 FROM information_schema.tables WHERE table_name = 'kept'`,
      );
      expect(tables).toHaveLength(0);
      expect(await sql.query(`SELECT 1 FROM "_prisma_migrations"`)).toHaveLength(0);
    } finally {
      await sql.close();
    }
  });
});

describe("the embedded database", () => {
  it("keeps 16 MB of shared buffers, not PostgreSQL's 128 MB, and still runs the app's SQL", async () => {
    const { sql } = openDatabase({ url: "memory://" });
    try {
      expect(await sql.query("SHOW shared_buffers")).toEqual([{ shared_buffers: "16MB" }]);
      expect(await sql.query("SHOW search_path")).toEqual([{ search_path: "public" }]);
    } finally {
      await sql.close();
    }
  });
});
