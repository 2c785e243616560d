import type { DiscoverFilters, SourceJob } from "../types";

// The search's filters applied on our side, for what a source's API cannot filter (the
// ATS boards filter nothing). The rules, in order:
// - Text: a job matches when its title holds every word of one of the titles, or its
//   title or description holds one of the keywords (one of either is enough: ranking
//   by the résumé does the rest).
// - Location "Remote" (any case) keeps remote jobs; another place keeps jobs whose
//   location names its first part ("Austin" of "Austin, TX").
// - Work arrangement and job type keep jobs that say so; a job that does not say (no
//   type, no place) is kept, because unknown is not a mismatch.
// - Salary: a job whose top figure is under the asked floor goes; no salary is kept.

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);

export const isRemoteAsk = (location: string) => location.trim().toLowerCase() === "remote";

function matchesText(job: SourceJob, filters: DiscoverFilters): boolean {
  if (filters.titles.length === 0 && filters.keywords.length === 0) return true;
  const titleWords = new Set(words(job.title));
  const hasTitle = filters.titles.some((title) => {
    const asked = words(title);
    return asked.length > 0 && asked.every((word) => titleWords.has(word));
  });
  if (hasTitle) return true;
  const haystack = `${job.title}\n${job.description}`.toLowerCase();
  return filters.keywords.some((keyword) => {
    const needle = keyword.trim().toLowerCase();
    return needle.length > 0 && haystack.includes(needle);
  });
}

export function isRemoteJob(job: SourceJob): boolean {
  if (job.workplace) return job.workplace === "remote";
  if (job.remote !== undefined) return job.remote;
  return /\b(?:remote|anywhere|worldwide)\b/i.test(job.location);
}

function isHybridJob(job: SourceJob): boolean {
  if (job.workplace) return job.workplace === "hybrid";
  return /\bhybrid\b/i.test(job.location) || /\bhybrid\b/i.test(job.title);
}

function matchesPlace(job: SourceJob, filters: DiscoverFilters): boolean {
  const location = filters.location.trim();
  if (!location) return true;
  if (isRemoteAsk(location)) return isRemoteJob(job);
  const place = location.split(",")[0].trim().toLowerCase();
  return !place || job.location.toLowerCase().includes(place);
}

function matchesArrangement(job: SourceJob, filters: DiscoverFilters): boolean {
  switch (filters.workArrangement) {
    case "remote":
      return isRemoteJob(job);
    case "hybrid":
      return isHybridJob(job);
    case "in-person":
      return !isRemoteJob(job) && !isHybridJob(job);
    default:
      return true;
  }
}

function matchesType(job: SourceJob, filters: DiscoverFilters): boolean {
  return filters.jobType === "any" || !job.contract_type || job.contract_type === filters.jobType;
}

// Per-period amounts to a year, so "$60 an hour" compares with "$120k".
const PER_YEAR: [RegExp, number][] = [
  [/\bhour/i, 2080],
  [/\bday\b/i, 260],
  [/\bweek\b/i, 52],
  [/\bmonth\b/i, 12],
];

/** The amounts in a salary text, "k" read as thousands: "$90k - $110,000" gives [90000, 110000]. */
export function salaryAmounts(text: string): number[] {
  const out: number[] = [];
  for (const match of text.matchAll(/(\d[\d,.]*)\s*(k\b)?/gi)) {
    const digits = match[1].replace(/,/g, "").replace(/\.(?=\d{3}\b)/g, "");
    const value = Number(digits) * (match[2] ? 1000 : 1);
    if (Number.isFinite(value) && value > 0) out.push(value);
    if (out.length >= 4) break;
  }
  return out;
}

/** The yearly floor the user asked for ("$120k+", "90000-120000" gives 90000); null for any. */
export function salaryFloor(text: string): number | null {
  const amounts = salaryAmounts(text);
  return amounts.length ? Math.min(...amounts) : null;
}

function yearlyTop(salary: string): number | null {
  const amounts = salaryAmounts(salary);
  if (!amounts.length) return null;
  const factor = PER_YEAR.find(([pattern]) => pattern.test(salary))?.[1] ?? 1;
  return Math.max(...amounts) * factor;
}

function matchesSalary(job: SourceJob, filters: DiscoverFilters): boolean {
  const floor = salaryFloor(filters.salary);
  if (floor === null) return true;
  const top = yearlyTop(job.salary);
  return top === null || top >= floor;
}

/** Whether a job passes every filter the user set (see the rules above). */
export function matchesFilters(job: SourceJob, filters: DiscoverFilters): boolean {
  return (
    matchesText(job, filters) &&
    matchesPlace(job, filters) &&
    matchesArrangement(job, filters) &&
    matchesType(job, filters) &&
    matchesSalary(job, filters)
  );
}

/** Every word of the titles and keywords once, for the APIs that search text. */
export function searchWords(filters: DiscoverFilters): string[] {
  return [...new Set([...filters.titles, ...filters.keywords].flatMap(words))].slice(0, 20);
}

/** The titles and keywords as one phrase list, for APIs that take a single query. */
export function searchQuery(filters: DiscoverFilters): string {
  return [...filters.titles, ...filters.keywords].join(" ").slice(0, 200);
}
