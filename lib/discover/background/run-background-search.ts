import "server-only";
import type { Prisma } from "@prisma/client";
import { z } from "zod";
import { explainWhyJobsFit } from "../../ai/why-it-fits";
import { db } from "../../db";
import { allowPrivateNetworkFromEnv } from "../../extract/safe-fetch";
import { pruneDiscoveryRows } from "../history";
import { rankResults } from "../rank";
import { toCriteria } from "../search-input";
import { searchSources } from "../standard-search";
import { JOB_TYPES, WORK_ARRANGEMENTS, type DiscoverFilters } from "../types";
import { staleNote } from "./stale-note";
import type { BackgroundSearchJob, ValidatedJob } from "./types";
import { validateJobs } from "./validate-jobs";

/** Candidates checked per search: a few pages of results, within the time budget. */
export const MAX_CANDIDATES = 60;
/** The top results a model explains (one sentence each). */
const EXPLAINED = 10;
export const SEARCH_FAILED = "The background search could not be completed. Please try again.";

const storedFilters = z.object({
  titles: z.array(z.string()),
  keywords: z.array(z.string()),
  location: z.string(),
  salary: z.string(),
  jobType: z.enum(JOB_TYPES),
  workArrangement: z.enum(WORK_ARRANGEMENTS),
});

export type RunOptions = {
  /** Validation's bounds; the defaults are lib/discover/background/validate-jobs.ts's. */
  concurrency?: number;
  budgetMs?: number;
  now?: Date;
};

/**
 * The queue's handler for one AI Mode search: ask the sources, check every candidate's
 * page, merge, score, note what may be stale, let a model say why the top ones fit, and
 * keep the result on the row and in the discovery history. It records its own failure,
 * so a run that goes wrong ends "failed" instead of being retried forever.
 */
export async function runBackgroundSearch(
  { searchId }: BackgroundSearchJob,
  options: RunOptions = {},
): Promise<void> {
  const row = await db().backgroundSearch.findUnique({ where: { id: searchId } });
  if (!row || row.status === "completed" || row.status === "failed") return;
  await db().backgroundSearch.update({
    where: { id: searchId },
    data: { status: "running", startedAt: new Date() },
  });
  try {
    const filters = storedFilters.parse(row.criteria);
    const { jobs, sources, poweredBy } = await findValidatedJobs(row.userId, filters, options);
    await db().$transaction([
      db().backgroundSearch.update({
        where: { id: searchId },
        data: {
          status: "completed",
          jobs: jobs as unknown as Prisma.InputJsonValue,
          sources: sources as unknown as Prisma.InputJsonValue,
          poweredBy,
          finishedAt: new Date(),
        },
      }),
      db().discoveryHistory.upsert({
        where: { backgroundSearchId: searchId },
        create: {
          userId: row.userId,
          backgroundSearchId: searchId,
          totalResults: jobs.length,
          results: jobs as unknown as Prisma.InputJsonValue,
          searchCriteria: toCriteria(filters),
        },
        update: {},
      }),
    ]);
    await pruneDiscoveryRows({ userId: row.userId });
  } catch (error) {
    console.error(`Background search ${searchId} failed:`, error);
    await db().backgroundSearch.update({
      where: { id: searchId },
      data: { status: "failed", error: SEARCH_FAILED, finishedAt: new Date() },
    });
  }
}

async function findValidatedJobs(userId: string, filters: DiscoverFilters, options: RunOptions) {
  const { merged, reports, resumeText } = await searchSources({ userId, filters, page: 1 });
  const { kept } = await validateJobs(merged.slice(0, MAX_CANDIDATES), {
    allowPrivateNetwork: allowPrivateNetworkFromEnv(),
    concurrency: options.concurrency,
    budgetMs: options.budgetMs,
  });
  const validation = new Map(kept.map((item) => [item.job.id, item.validation]));
  const ranked = rankResults(
    kept.map((item) => item.job),
    resumeText,
  ).jobs;
  const why = resumeText
    ? await explainWhyJobsFit(resumeText, ranked.slice(0, EXPLAINED))
    : { reasons: new Map<string, string>(), poweredBy: "local" as const };
  const jobs: ValidatedJob[] = ranked.map((job) => {
    const note = staleNote(job, options.now);
    const sentence = why.reasons.get(job.id);
    return {
      ...job,
      validation: validation.get(job.id) ?? "not-checked",
      ...(note ? { staleNote: note } : {}),
      ...(sentence ? { why: sentence } : {}),
    };
  });
  return { jobs, sources: reports, poweredBy: why.poweredBy };
}
