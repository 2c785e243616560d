// Pure rules of the Discover form (spec 2 §5, §9), shared by the screen and its tests.

/** Spec 2 §9: the description preview on a result. */
export const PREVIEW_LENGTH = 200;
/** Spec 2 §4, §9: "Search More" needs a last result of at least this many jobs. */
export const SEARCH_MORE_THRESHOLD = 10;

/** The comma-separated terms of a field, trimmed, blanks dropped. */
export function splitTerms(field: string): string[] {
  return field
    .split(",")
    .map((term) => term.trim())
    .filter(Boolean);
}

/** Spec 2 §5: appends a chip's term unless the field already holds it (case-insensitive). */
export function appendTerm(field: string, term: string): string {
  const clean = term.trim();
  const terms = splitTerms(field);
  if (!clean || terms.some((existing) => existing.toLowerCase() === clean.toLowerCase())) {
    return field;
  }
  return [...terms, clean].join(", ");
}

/** The first 200 characters of a description, cut at a word where one is near, with an ellipsis. */
export function previewText(description: string): string {
  const text = description.replace(/\s+/g, " ").trim();
  if (text.length <= PREVIEW_LENGTH) return text;
  const cut = text.slice(0, PREVIEW_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > PREVIEW_LENGTH - 40 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function canSearchMore(lastCount: number, isAiMode: boolean): boolean {
  return !isAiMode && lastCount >= SEARCH_MORE_THRESHOLD;
}

/** Whether a result is a demo job (spec 2 §3: a "demo-" id or contract_type "demo"). */
export function isDemoJob(job: { id: string; contract_type: string }): boolean {
  return job.id.startsWith("demo-") || job.contract_type === "demo";
}

/** A list that may arrive as an array or as comma-separated text, as one field's text. */
export function termsAsText(value: string | string[] | null | undefined): string {
  if (Array.isArray(value)) return value.join(", ");
  return value ?? "";
}

/** A link from a source, only when it is http(s): a hostile source must not plant script URLs. */
export function safeHref(url: string | undefined): string | null {
  return url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}
