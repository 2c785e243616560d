import { z } from "zod";
import { JOB_TYPES, WORK_ARRANGEMENTS, type DiscoverFilters } from "./types";

// Limits of the search inputs: generous for what a person types, small enough that a
// search (sent to up to ten sources and stored in the history) stays cheap.
export const SEARCH_LIMITS = {
  termsText: 500,
  terms: 20,
  term: 100,
  location: 200,
  salary: 100,
  pages: 20,
};

export const BLANK_SEARCH_MESSAGE = "Enter at least one job title or keyword to search.";

/** "a, b" or ["a", "b"]: the spec's inputs are comma-separated, a client may send a list. */
const terms = (label: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${label} must be text or a list of text` })
    .optional()
    .nullable()
    .transform((value, context) => {
      const raw = value ?? "";
      const refuse = (message: string) => {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      const typed = Array.isArray(raw) ? raw.join(", ") : raw;
      if (typed.length > SEARCH_LIMITS.termsText) {
        return refuse(`${label} must be at most ${SEARCH_LIMITS.termsText} characters`);
      }
      const list = splitTerms(raw);
      if (list.length > SEARCH_LIMITS.terms) {
        return refuse(`Send at most ${SEARCH_LIMITS.terms} ${label.toLowerCase()}`);
      }
      if (list.some((term) => term.length > SEARCH_LIMITS.term)) {
        return refuse(
          `Each of the ${label.toLowerCase()} must be at most ${SEARCH_LIMITS.term} characters`,
        );
      }
      return list;
    });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => (value ?? "").trim());

/** Splits on commas, trims, drops blanks and case-insensitive repeats. */
export function splitTerms(value: string | string[]): string[] {
  const parts = (Array.isArray(value) ? value : value.split(",")).map((part) => part.trim());
  const seen = new Set<string>();
  const result: string[] = [];
  for (const part of parts) {
    const key = part.toLowerCase();
    if (!part || seen.has(key)) continue;
    seen.add(key);
    result.push(part);
  }
  return result;
}

const jobType = z
  .enum(JOB_TYPES, { error: `Job type must be one of: ${JOB_TYPES.join(", ")}` })
  .optional()
  .nullable()
  .transform((value) => value ?? "any");

const workArrangement = z
  .enum(WORK_ARRANGEMENTS, {
    error: `Work arrangement must be one of: ${WORK_ARRANGEMENTS.join(", ")}`,
  })
  .optional()
  .nullable()
  .transform((value) => value ?? "any");

/** The body of POST /api/discover and POST /api/background-search/start. */
export const searchBodySchema = z
  .object({
    titles: terms("Job titles"),
    keywords: terms("Keywords"),
    location: text("Location", SEARCH_LIMITS.location),
    salary: text("Salary", SEARCH_LIMITS.salary),
    jobType,
    workArrangement,
    page: z
      .number({ error: "Page must be a number" })
      .int("Page must be a whole number")
      .min(1, "Page must be 1 or more")
      .max(SEARCH_LIMITS.pages, `Page must be at most ${SEARCH_LIMITS.pages}`)
      .optional()
      .nullable()
      .transform((value) => value ?? 1),
  })
  .refine((body) => body.titles.length + body.keywords.length > 0, {
    message: BLANK_SEARCH_MESSAGE,
  });

export type SearchBody = z.infer<typeof searchBodySchema>;

export function toFilters(body: SearchBody): DiscoverFilters {
  return {
    titles: body.titles,
    keywords: body.keywords,
    location: body.location,
    salary: body.salary,
    jobType: body.jobType,
    workArrangement: body.workArrangement,
  };
}

/** The spec's searchCriteria (§3): titles and keywords as the comma-separated text typed. */
export type SearchCriteria = {
  titles: string;
  keywords: string;
  location: string;
  salary: string;
  jobType: string;
  workArrangement: string;
};

export function toCriteria(filters: DiscoverFilters): SearchCriteria {
  return {
    titles: filters.titles.join(", "),
    keywords: filters.keywords.join(", "),
    location: filters.location,
    salary: filters.salary,
    jobType: filters.jobType,
    workArrangement: filters.workArrangement,
  };
}
