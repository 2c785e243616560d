import "server-only";
import { sql } from "../db";
import { encodeListCursor, type ListQuery } from "./list-cursor";
import { rememberedList, rememberList } from "./list-memo";

/** A page of GET /api/jobs: the JSON array as text, and where the next page starts (if any). */
export type JobListPage = { json: string; nextCursor: string | null };

// As Date.prototype.toISOString writes it, the API's format for every timestamp.
const isoTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// One JobSummary, keys in its order; row_to_json writes compact JSON as JSON.stringify does.
const SUMMARY = `LATERAL (SELECT j.id, j.title, j.company, j."descriptionPreview" AS description,
  j.url, j.salary, j.location, j.status, ${isoTime(`j."createdAt"`)} AS "createdAt",
  ${isoTime(`j."updatedAt"`)} AS "updatedAt") summary`;

const LIST_ORDER = `j."updatedAt" DESC, j.id ASC`;
const jsonArray = (filter = "") =>
  `'[' || COALESCE(string_agg(row_to_json(summary)::text, ',' ORDER BY ${LIST_ORDER}) ${filter}, '') || ']'`;

// Without a limit or cursor (what the app's own screens ask for): the whole list, written
// only when the user's jobs changed since the version the server remembers ($2). The
// version is the user's count of job writes, kept by a trigger on "Job" (see the
// migration 20261207060000_job_list_version), so checking it is one primary-key read.
const WHOLE_LIST_SQL = `
  WITH v AS (SELECT "jobsVersion"::text AS version FROM "User" WHERE id = $1)
  SELECT v.version, CASE WHEN v.version = $2 THEN NULL ELSE
    (SELECT ${jsonArray()} FROM "Job" j, ${SUMMARY} WHERE j."userId" = $1) END AS json
  FROM v`;

const AFTER_CURSOR = `AND (j."updatedAt" < $3::timestamptz OR (j."updatedAt" = $3::timestamptz AND j.id > $4))`;

/**
 * A page reads one row more than it holds ($2; NULL is no limit) to know whether another
 * page follows, and answers the key of its last row for the next cursor.
 */
const pageSql = (hasCursor: boolean) => `
  WITH page AS (
    SELECT j.id, j.title, j.company, j."descriptionPreview", j.url, j.salary, j.location,
      j.status, j."createdAt", j."updatedAt", row_number() OVER (ORDER BY ${LIST_ORDER}) AS position
    FROM "Job" j
    WHERE j."userId" = $1 ${hasCursor ? AFTER_CURSOR : ""}
    ORDER BY ${LIST_ORDER}
    LIMIT $2::int + 1)
  SELECT ${jsonArray("FILTER (WHERE $2::int IS NULL OR j.position <= $2::int)")} AS json,
    count(*)::int AS rows,
    min(summary."updatedAt") FILTER (WHERE j.position = $2::int) AS "lastUpdatedAt",
    min(j.id) FILTER (WHERE j.position = $2::int) AS "lastId"
  FROM page j, ${SUMMARY}`;

async function wholeList(userId: string): Promise<string> {
  const remembered = rememberedList(userId);
  const [row] = await sql().query<{ version: string; json: string | null }>(WHOLE_LIST_SQL, [
    userId,
    remembered?.version ?? null,
  ]);
  // No such user (an account deleted as its request arrived): no jobs.
  if (!row) return "[]";
  if (row.json === null && remembered) return remembered.json;
  const json = row.json ?? "[]";
  rememberList(userId, row.version, json);
  return json;
}

type PageRow = { json: string; rows: number; lastUpdatedAt: string | null; lastId: string | null };

/**
 * The user's jobs, most recently updated first (then by id), as the JSON text of
 * JobSummary[]. The database writes it as one value: parsing 1,000 rows into objects and
 * serializing them again cost about 2.5 times the CPU (docs/benchmarks.md).
 */
export async function listJobs({
  userId,
  limit,
  cursor,
}: { userId: string } & ListQuery): Promise<JobListPage> {
  if (limit === undefined && cursor === undefined)
    return { json: await wholeList(userId), nextCursor: null };
  const params: unknown[] = [userId, limit ?? null];
  if (cursor) params.push(cursor.updatedAt, cursor.id);
  const [row] = await sql().query<PageRow>(pageSql(Boolean(cursor)), params);
  const hasMore = limit !== undefined && row.rows > limit;
  return {
    json: row.json,
    nextCursor:
      hasMore && row.lastUpdatedAt && row.lastId
        ? encodeListCursor({ updatedAt: row.lastUpdatedAt, id: row.lastId })
        : null,
  };
}
