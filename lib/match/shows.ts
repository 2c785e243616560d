import { clauseAsks } from "./asks/clause-asks";
import { findEvidence } from "./find-evidence";
import { indexResume, type ResumeIndex } from "./resume/index-resume";

/*
 * The check every writer makes before it says the person lacks something: the phrase is
 * read as an ask and looked for in the whole résumé with the matcher's own evidence rules.
 * A line that shows even part of it counts: text must never deny what the résumé shows.
 */

const CACHE_LIMIT = 8;
/** Each résumé's index, for the month its "Present" means (one month per résumé). */
const indexes = new Map<string, ResumeIndex>();

const monthOf = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/**
 * The résumé's index, kept for the few résumés a process is working with (a person scores
 * many jobs against one résumé). "Present" is this month, so an index of another month is
 * made anew. Keyed by the text alone, so a lookup hashes no new string.
 */
export function cachedIndex(resumeText: string, now: Date = new Date()): ResumeIndex {
  const hit = indexes.get(resumeText);
  if (hit && monthOf(hit.now) === monthOf(now)) return hit;
  indexes.delete(resumeText);
  if (indexes.size >= CACHE_LIMIT) indexes.delete(indexes.keys().next().value as string);
  const index = indexResume(resumeText, now);
  indexes.set(resumeText, index);
  return index;
}

/** True when the résumé shows the phrase ("renewals", "teaching or mentoring"), even in part. */
export function resumeShows(resumeText: string, phrase: string): boolean {
  const index = cachedIndex(resumeText);
  return clauseAsks(phrase, "required").some((ask) => {
    const found = findEvidence(ask, index);
    return found.evidence !== null || found.partial !== undefined;
  });
}
