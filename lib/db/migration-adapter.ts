import { openDatabase } from "./adapter";

/**
 * The driver adapter the Prisma CLI uses (prisma.config.ts). PGlite's adapter does not
 * close PGlite on dispose, which would keep the CLI alive, so closing is wired in here.
 */
export async function openMigrationAdapter() {
  const { factory, sql } = openDatabase();
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await sql.close();
    };
    return adapter;
  };
  return factory;
}
