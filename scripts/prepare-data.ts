// Applies pending migrations to the configured database (PGlite in ./data by default).
import { openDatabase } from "../lib/db/adapter";
import { applyMigrations } from "../lib/db/migrate";
import { restrictFileModes } from "../lib/private-files";
import { loadSettings } from "../lib/runtime-env";

export async function migrateDatabase() {
  loadSettings();
  restrictFileModes();
  const { kind, sql } = openDatabase();
  try {
    const applied = await applyMigrations(sql);
    console.log(
      applied.length
        ? `Applied migrations (${kind}): ${applied.join(", ")}`
        : `Database (${kind}) is up to date.`,
    );
  } finally {
    await sql.close();
    // A database PGlite has just created keeps its image's modes (0666): tighten them.
    restrictFileModes();
  }
}

if (require.main === module) {
  migrateDatabase().catch((error) => {
    console.error("Could not prepare the database:", error);
    process.exit(1);
  });
}
