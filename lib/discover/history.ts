import "server-only";
import type { DiscoveryHistory } from "@prisma/client";
import { ApiError } from "../api/errors";
import { db } from "../db";

// Each entry holds up to 60 full postings (they can be added to the board from it), so
// the history keeps the newest few: the Recent Searches card shows 3, View All the rest.
export const HISTORY_LISTED = 10;
export const HISTORY_KEPT = 20;

function toEntry(row: DiscoveryHistory) {
  return {
    id: row.id,
    searchDate: row.searchDate.toISOString(),
    totalResults: row.totalResults,
    results: row.results,
    searchCriteria: row.searchCriteria,
  };
}

/** The user's AI Mode searches, newest first (the Recent Searches card shows 3 of them). */
export async function listHistory({ userId }: { userId: string }) {
  const rows = await db().discoveryHistory.findMany({
    where: { userId },
    orderBy: { searchDate: "desc" },
    take: HISTORY_LISTED,
  });
  return rows.map(toEntry);
}

export async function getHistoryEntry({ userId, entryId }: { userId: string; entryId: string }) {
  const row = await db().discoveryHistory.findFirst({ where: { id: entryId, userId } });
  if (!row) throw ApiError.notFound("Search history entry not found");
  return toEntry(row);
}

/** Drops the user's history entries and finished background searches past the newest 20. */
export async function pruneDiscoveryRows({ userId }: { userId: string }) {
  const oldEntries = await db().discoveryHistory.findMany({
    where: { userId },
    orderBy: { searchDate: "desc" },
    skip: HISTORY_KEPT,
    select: { id: true },
  });
  const oldSearches = await db().backgroundSearch.findMany({
    where: { userId, status: { in: ["completed", "failed"] } },
    orderBy: { createdAt: "desc" },
    skip: HISTORY_KEPT,
    select: { id: true },
  });
  await db().$transaction([
    db().discoveryHistory.deleteMany({ where: { id: { in: oldEntries.map((row) => row.id) } } }),
    db().backgroundSearch.deleteMany({ where: { id: { in: oldSearches.map((row) => row.id) } } }),
  ]);
}
