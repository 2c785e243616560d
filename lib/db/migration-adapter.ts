import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import { isPostgresUrl, openDatabase, type DatabaseHandle } from "./adapter";

/**
 * The driver adapter the Prisma CLI uses (prisma.config.ts). The database opens on the
 * first connection, not when the CLI reads its config: `prisma -v` (which @prisma/client's
 * postinstall runs) reads the config and never connects, and an open PGlite would keep it
 * from exiting. PGlite's adapter does not close PGlite on dispose either, so closing is
 * wired in here.
 */
export async function openMigrationAdapter(): Promise<SqlMigrationAwareDriverAdapterFactory> {
  let handle: DatabaseHandle | null = null;
  const open = () => (handle ??= openDatabase());
  const closingWith = (adapter: SqlDriverAdapter, sql: DatabaseHandle["sql"]) => {
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await sql.close();
    };
    return adapter;
  };
  return {
    provider: "postgres",
    adapterName: isPostgresUrl(process.env.DATABASE_URL)
      ? "@prisma/adapter-pg"
      : "pglite-prisma-adapter",
    async connect() {
      const { factory, sql } = open();
      return closingWith(await factory.connect(), sql);
    },
    connectToShadowDb: () => open().factory.connectToShadowDb(),
  };
}
