import { extractAsks } from "../../match";
import type { DiscoveredJob } from "../types";

export const STALE_AFTER_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A hedged note when a posting shows signs of being old or thin: posted more than 60
 * days ago, no salary, or no requirements stated. It names the signs and leaves the
 * judgement to the reader; undefined when none shows.
 */
export function staleNote(job: DiscoveredJob, now = new Date()): string | undefined {
  const signs: string[] = [];
  const posted = Date.parse(job.date);
  if (Number.isFinite(posted)) {
    const days = Math.floor((now.getTime() - posted) / DAY_MS);
    if (days > STALE_AFTER_DAYS) signs.push(`posted ${days} days ago`);
  }
  if (!job.salary.trim()) signs.push("no salary listed");
  if (extractAsks(job.description).asks.length === 0) signs.push("no requirements listed");
  if (signs.length === 0) return undefined;
  return `Possibly stale: ${signs.join(", ")}. Worth checking before you apply.`;
}
