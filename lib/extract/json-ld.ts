import { formatSalary, toAmount } from "./format-salary";
import { richTextToText } from "./html-to-text";
import type { JobFields } from "./types";

type Json = Record<string, unknown>;

const MAX_DEPTH = 8;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

const text = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

/** The JSON-LD blocks of a page, parsed leniently: sites ship raw newlines and comments. */
export function readJsonLdBlocks(document: Pick<Document, "querySelectorAll">): unknown[] {
  const blocks: unknown[] = [];
  for (const script of Array.from(document.querySelectorAll("script"))) {
    const type = (script.getAttribute("type") ?? "").toLowerCase();
    if (!type.startsWith("application/ld+json")) continue;
    const parsed = parseLenient(script.textContent ?? "");
    if (parsed !== undefined) blocks.push(parsed);
  }
  return blocks;
}

export function parseLenient(source: string): unknown {
  const cleaned = source
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, "");
  for (const candidate of [cleaned, cleaned.replace(/[\r\n\t]+/g, " ")]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next, more forgiving form
    }
  }
  return undefined;
}

function isJobPosting(node: Json): boolean {
  return asArray(node["@type"]).some(
    (type) => typeof type === "string" && /(^|[/:])JobPosting$/i.test(type),
  );
}

/** Finds the first JobPosting in arrays, @graph lists and nested objects. */
export function findJobPosting(value: unknown, depth = 0): Json | null {
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findJobPosting(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(value)) return null;
  if (isJobPosting(value)) return value;
  for (const child of Object.values(value)) {
    if (typeof child === "object" && child !== null) {
      const found = findJobPosting(child, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

function organisationName(value: unknown): string {
  for (const item of asArray(value)) {
    const name = isObject(item) ? text(item.name) || text(item.legalName) : text(item);
    if (name) return name;
  }
  return "";
}

function addressText(address: unknown): string {
  if (typeof address === "string") return address.trim();
  if (!isObject(address)) return "";
  const country = isObject(address.addressCountry)
    ? text(address.addressCountry.name)
    : text(address.addressCountry);
  const parts = [text(address.addressLocality), text(address.addressRegion), country];
  return [...new Set(parts.filter(Boolean))].join(", ");
}

function locationText(jobLocation: unknown): string {
  const places = asArray(jobLocation).map((place) =>
    isObject(place) ? addressText(place.address) || text(place.name) : text(place),
  );
  return [...new Set(places.filter(Boolean))].join("; ");
}

function applicantLocations(value: unknown): string {
  return asArray(value)
    .map((item) => (isObject(item) ? text(item.name) : text(item)))
    .filter(Boolean)
    .join(", ");
}

/** schema.org MonetaryAmount (or a bare number) to "$120,000 - $150,000 a year". */
export function salaryText(amount: unknown): string {
  for (const item of asArray(amount)) {
    if (!isObject(item)) {
      const single = toAmount(item);
      if (single) return formatSalary({ min: single, max: single });
      continue;
    }
    const currency = text(item.currency) || undefined;
    const value = item.value;
    const formatted = isObject(value)
      ? formatSalary({
          min: toAmount(value.minValue) ?? toAmount(value.value),
          max: toAmount(value.maxValue) ?? toAmount(value.value),
          currency: text(value.currency) || currency,
          unit: text(value.unitText) || text(item.unitText),
        })
      : formatSalary({
          min: toAmount(item.minValue) ?? toAmount(value),
          max: toAmount(item.maxValue) ?? toAmount(value),
          currency,
          unit: text(item.unitText),
        });
    if (formatted) return formatted;
  }
  return "";
}

function isTelecommute(posting: Json): boolean {
  return asArray(posting.jobLocationType).some(
    (type) => typeof type === "string" && /telecommute/i.test(type),
  );
}

/** The fields a JobPosting gives us; missing ones are left out for other sources to fill. */
export async function jobFromPosting(posting: Json): Promise<JobFields> {
  const remote = isTelecommute(posting);
  const description = text(posting.description);
  const location =
    locationText(posting.jobLocation) ||
    (remote ? applicantLocations(posting.applicantLocationRequirements) : "");
  const fields: JobFields = {
    title: text(posting.title) || text(posting.name),
    company: organisationName(posting.hiringOrganization),
    description: description ? await richTextToText(description) : "",
    salary: salaryText(posting.baseSalary) || salaryText(posting.estimatedSalary),
  };
  if (location) fields.location = location;
  if (remote) fields.remote = true;
  return fields;
}
