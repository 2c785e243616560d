import path from "node:path";
import { defineConfig } from "prisma/config";
import { openMigrationAdapter } from "./lib/db/migration-adapter";

// The schema's datasource url is never used for connections (the adapter below and
// lib/db/adapter.ts connect), but without one `prisma generate` tries to download
// a native query engine, which fails offline.
process.env.PRISMA_DATASOURCE_URL ??= "postgresql://localhost/unused";

// The CLI talks to the database through a driver adapter so that it never needs a
// native engine download (see DESIGN.md "Offline facts").
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  adapter: openMigrationAdapter,
});
