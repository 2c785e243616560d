import { MAX_FIELD_CHARS } from "./limits";

// Readers for the loosely typed JSON of job sources: any field may be missing, null or
// of another type than documented, and none of that may throw.
export type Json = Record<string, unknown>;

export const obj = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A short text field: strings and numbers as text, trimmed, spaces collapsed, capped. */
export function str(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return "";
  return value.replace(/\s+/g, " ").trim().slice(0, MAX_FIELD_CHARS);
}

/** Raw long text (a description), untrimmed and uncapped; the cleaner bounds it. */
export const rawText = (value: unknown): string => (typeof value === "string" ? value : "");

/** A positive amount from a number or a numeric string ("98500", "21.50"); 0 is unknown. */
export function amount(value: unknown): number | undefined {
  const parsed =
    typeof value === "number"
      ? value
      : typeof value === "string"
        ? Number(value.replace(/,/g, ""))
        : NaN;
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}

/** ISO date-time from an epoch in seconds or milliseconds (told apart by size). */
export function fromEpoch(value: unknown): string {
  const number = typeof value === "string" && /^\d{9,13}$/.test(value) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number) || number <= 0) return "";
  const ms = number < 1e11 ? number * 1000 : number;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/**
 * ISO date-time from the sources' date strings: with Z, with an offset, or with no zone
 * (Remotive, USAJOBS, Jooble: read as UTC) and any number of fraction digits.
 */
export function fromIsoText(value: unknown): string {
  if (typeof value !== "string") return "";
  const match =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      value.trim(),
    );
  if (!match) return "";
  const [, day, time = "00:00:00", fraction = "", zone = "Z"] = match;
  const millis = fraction ? fraction.slice(0, 4).padEnd(4, "0") : "";
  const date = new Date(`${day}T${time}${millis}${zone}`);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/** Our job type from a source's words ("Full-time", "full_time", "FullTime", "Contractor"). */
export function contractType(value: unknown): string {
  const text = str(value)
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
  if (!text) return "";
  if (text.includes("intern") || text.includes("werkstudent") || text.includes("workingstudent")) {
    return "internship";
  }
  if (text.includes("temp") || text.includes("seasonal")) return "temporary";
  if (text.includes("contract") || text.includes("freelance")) return "contract";
  if (text.includes("parttime")) return "part-time";
  if (text.includes("fulltime") || text.includes("permanent")) return "full-time";
  return "";
}

/** Adzuna's contract_time values ("full_time", "part_time") from our job type. */
export function contractTime(type: string): string {
  if (type === "full-time") return "full_time";
  if (type === "part-time") return "part_time";
  return "";
}

/** The source's own id as part of ours: "<source>-<id>", safe for a URL or a DOM id. */
export function jobId(source: string, id: unknown): string {
  const raw = typeof id === "number" ? String(id) : typeof id === "string" ? id : "";
  const safe = raw
    .trim()
    .replace(/[^A-Za-z0-9._-]/g, "_")
    .slice(0, 120);
  return safe ? `${source}-${safe}` : "";
}

/** An http(s) URL from the source, or "" (never javascript: or data: links on our page). */
export function link(value: unknown): string {
  if (typeof value !== "string") return "";
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : "";
  } catch {
    return "";
  }
}

/** "acme-labs" to "Acme Labs": the ATS boards' APIs name the board, not always the company. */
export function companyFromSlug(slug: string): string {
  return slug
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
}
