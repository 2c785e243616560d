import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { analyzeFit } from "../match";
import { byDateDesc } from "./merge";
import type { DiscoveredJob } from "./types";

// Scores are lib/match's analyzeFit, called as the workbench calls it (lib/jobs/
// generation-context.ts: the résumé, the job's title and description), so a result shows
// the number its workbench will. A search and its "Search More" pages score many of the
// same postings, so scores are remembered per résumé and posting text.
const CACHE_SIZE = 2_000;
const cache = new Map<string, number>();

const digest = (text: string) => createHash("sha1").update(text).digest("base64");

function fitScore(resumeKey: string, resumeText: string, job: DiscoveredJob): number {
  const key = `${resumeKey}|${digest(`${job.title}\n${job.description}`)}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const { score } = analyzeFit({
    resumeText,
    jobTitle: job.title,
    jobDescription: job.description,
  });
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, score);
  return score;
}

/**
 * With a résumé: every result gets its fit score and the list is sorted by it (newest
 * first among equals), "relevance". Without one: no scores, newest first, "date".
 */
export function rankResults(
  jobs: DiscoveredJob[],
  resumeText: string | null,
): { jobs: DiscoveredJob[]; sorted: "relevance" | "date" } {
  if (!resumeText?.trim()) {
    return { jobs: jobs.map((job) => ({ ...job, score: null })).sort(byDateDesc), sorted: "date" };
  }
  const resumeKey = digest(resumeText);
  const scored = jobs.map((job) => ({ ...job, score: fitScore(resumeKey, resumeText, job) }));
  scored.sort((a, b) => b.score - a.score || byDateDesc(a, b));
  return { jobs: scored, sorted: "relevance" };
}

/** Results scored between two turns of the event loop in rankResultsInSlices. */
const SLICE = 20;

/**
 * rankResults with the same numbers and order, scored SLICE results at a time with the
 * event loop let go in between: a few hundred fresh postings take the matcher about a
 * millisecond each, which one request should not hold the whole server for. Stops with
 * the signal's reason when the request is aborted.
 */
export async function rankResultsInSlices(
  jobs: DiscoveredJob[],
  resumeText: string | null,
  options: { signal?: AbortSignal } = {},
): Promise<{ jobs: DiscoveredJob[]; sorted: "relevance" | "date" }> {
  if (!resumeText?.trim()) return rankResults(jobs, resumeText);
  for (let start = 0; start < jobs.length; start += SLICE) {
    options.signal?.throwIfAborted();
    rankResults(jobs.slice(start, start + SLICE), resumeText);
    await nextTurn();
  }
  // Every score is remembered now: this pass only reads them and sorts.
  return rankResults(jobs, resumeText);
}

/** Forgets remembered scores (tests and the bench measure cold ranking). */
export function clearScoreCache() {
  cache.clear();
}
