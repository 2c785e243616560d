import path from "node:path";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { Pool } from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { dataDir } from "./data-dir";

/** A raw SQL connection beside Prisma, used for migrations and health checks. */
export type SqlRunner = {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** PGlite only: its data folder as a gzipped tarball, consistent while it serves. */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  factory: SqlMigrationAwareDriverAdapterFactory;
  sql: SqlRunner;
};

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && POSTGRES_URL.test(url);
}

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is a postgres URL,
 * otherwise PGlite in `<DATA_DIR>/pglite` (or in memory for `memory://`).
 */
export function openDatabase(
  options: {
    url?: string;
    schema?: string;
    /** PGlite only: start from this dumped data folder instead of an empty database. */
    loadDataDir?: Blob;
  } = {},
): DatabaseHandle {
  const url = options.url ?? process.env.DATABASE_URL;
  if (isPostgresUrl(url)) return openPostgres(url, options.schema);
  const location = url === "memory://" ? "memory://" : path.join(dataDir(), "pglite");
  return openPglite(location, options.loadDataDir);
}

function openPostgres(connectionString: string, schema?: string): DatabaseHandle {
  const poolConfig = {
    connectionString,
    max: Number(process.env.DATABASE_POOL_SIZE || 10),
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  };
  const pool = new Pool(poolConfig);
  const factory = new PrismaPg(poolConfig, schema ? { schema } : undefined);
  return {
    kind: "postgres",
    factory,
    sql: {
      exec: async (sql) => {
        await pool.query(sql);
      },
      query: async <T>(sql: string, params?: unknown[]) =>
        (await pool.query(sql, params as unknown[])).rows as T[],
      close: () => pool.end(),
    },
  };
}

// PostgreSQL's default 128 MB of shared buffers sits in PGlite's WebAssembly memory and
// is touched as it fills; one person's data needs far less (1,000 jobs read through 16 MB
// at the same CPU per list as through 32 MB). 16 MB keeps the WebAssembly memory resident
// at idle to 29 MB (47 MB with 32 MB, about 130 MB with the default).
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

function openPglite(location: string, loadDataDir?: Blob): DatabaseHandle {
  // Private even where restrictFileModes (lib/private-files.ts) has not set the umask.
  if (location !== "memory://") fs.mkdirSync(location, { recursive: true, mode: 0o700 });
  const pg = new PGlite(location, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    loadDataDir,
  });
  return {
    kind: "pglite",
    // pglite-prisma-adapter 0.6 is typed against an older driver-adapter-utils; the
    // wire contract is the same (tests/api run every query through it).
    factory: new PrismaPGlite(pg) as unknown as SqlMigrationAwareDriverAdapterFactory,
    sql: {
      exec: async (sql) => {
        await pg.exec(sql);
      },
      query: async <T>(sql: string, params?: unknown[]) => (await pg.query<T>(sql, params)).rows,
      close: () => pg.close(),
      dumpDataDir: async () => (await pg.dumpDataDir("gzip")) as Blob,
    },
  };
}
