// `npm start`: migrate, build when the build is missing or older than the sources, serve.
import { buildIfNeeded } from "./build-if-needed";
import { migrateDatabase } from "./prepare-data";

async function main() {
  await migrateDatabase();
  buildIfNeeded();
  (process.env as Record<string, string>).NODE_ENV = "production";
  await import("../server");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
