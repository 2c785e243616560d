import "server-only";
import { ApiError } from "../api/errors";
import { databaseKind, sql } from "../db";

/**
 * A consistent copy of the PGlite database while it serves requests: PGlite's own dump of
 * its data folder (a gzipped tarball). PostgreSQL is backed up with pg_dump instead.
 */
export async function databaseDump(): Promise<Blob> {
  if (databaseKind() !== "pglite")
    throw ApiError.badRequest(
      "This server uses PostgreSQL: back it up with pg_dump (see the README's Backups section).",
    );
  const dump = sql().dumpDataDir;
  if (!dump) throw ApiError.badRequest("This PGlite database cannot be dumped.");
  return dump();
}
