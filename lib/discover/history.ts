import "server-only";
import type { DiscoveryHistory } from "@prisma/client";
import { ApiError } from "../api/errors";
import { db } from "../db";

const LISTED = 50;

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
    take: LISTED,
  });
  return rows.map(toEntry);
}

export async function getHistoryEntry({ userId, entryId }: { userId: string; entryId: string }) {
  const row = await db().discoveryHistory.findFirst({ where: { id: entryId, userId } });
  if (!row) throw ApiError.notFound("Search history entry not found");
  return toEntry(row);
}
