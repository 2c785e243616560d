import "server-only";
import type { Prisma } from "@prisma/client";
import { ApiError } from "../../api/errors";
import { db } from "../../db";
import { backgroundQueue } from "../../queue";
import type { DiscoverFilters, SourceReport } from "../types";
import {
  BACKGROUND_SEARCH_JOB,
  type BackgroundSearchAnswer,
  type BackgroundSearchJob,
  type ValidatedJob,
} from "./types";
import { ensureBackgroundWork } from "./worker";

export const START_FAILED = "Could not start background search. Please try again.";

/** Stores the search (queued) and hands it to the queue; answers its id at once. */
export async function startBackgroundSearch({
  userId,
  filters,
}: {
  userId: string;
  filters: DiscoverFilters;
}): Promise<{ searchId: string }> {
  const queue = backgroundQueue();
  await ensureBackgroundWork(queue);
  const row = await db().backgroundSearch.create({
    data: { userId, criteria: filters as unknown as Prisma.InputJsonValue },
    select: { id: true },
  });
  try {
    await queue.send<BackgroundSearchJob>(BACKGROUND_SEARCH_JOB, { searchId: row.id });
  } catch (error) {
    console.error("The background queue refused a search:", error);
    await db().backgroundSearch.update({
      where: { id: row.id },
      data: { status: "failed", error: START_FAILED, finishedAt: new Date() },
    });
    throw new ApiError(503, START_FAILED, { "Retry-After": "30" });
  }
  return { searchId: row.id };
}

/** The search's status and, once completed, its validated jobs; another user's is a 404. */
export async function getBackgroundResults({
  userId,
  searchId,
}: {
  userId: string;
  searchId: string;
}): Promise<BackgroundSearchAnswer> {
  // A poll is also how a restarted instance learns there is work to pick up again.
  await ensureBackgroundWork().catch((error) =>
    console.error("The background worker could not start:", error),
  );
  const row = await db().backgroundSearch.findFirst({ where: { id: searchId, userId } });
  if (!row) throw ApiError.notFound("Background search not found");
  return {
    search: {
      id: row.id,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      ...(row.error ? { error: row.error } : {}),
    },
    jobs: row.status === "completed" ? ((row.jobs ?? []) as unknown as ValidatedJob[]) : [],
    poweredBy: row.poweredBy === "openai" ? "openai" : "local",
    sources: (row.sources ?? []) as unknown as SourceReport[],
  };
}
