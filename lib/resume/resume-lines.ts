import { isBullet } from "../match/bullets";

/**
 * How the lines of a plain-text résumé read: the header (name, title, contact), section
 * headings, contact details and role lines. Shared by the file exports, the dashboard's
 * snapshot and the listed skills.
 */
export type HeaderLine = { kind: "name" | "title" | "contact"; text: string };

const MAX_HEADER_LINES = 5;
const SECTION_NAMES =
  /^(?:(?:professional|career|executive) )?(?:summary|profile|objective)$|^(?:(?:professional|work|relevant) )?experience$|^(?:employment|work) history$|^education$|^(?:(?:technical|core|key) )?skills$|^(?:certifications?|licenses|projects|awards|languages|interests|publications|volunteering|references)$/i;
const YEAR_OR_PRESENT = /\b(?:19|20)\d\d\b|\b(?:present|current)\b/i;
const CONTACT_MARKS = /@|https?:\/\/|www\.|linkedin\.|github\.|\s[|·•]\s/i;
const PHONE = /\+?\(?\d[\d ().-]{7,}\d/g;
// "Denver, CO", "São Paulo, Brazil": a place on its own line, capitalised words on both
// sides of the comma ("Product designer, storyteller" is prose).
const PLACE_WORDS = "\\p{Lu}[\\p{L}.'-]*(?:\\s+\\p{Lu}[\\p{L}.'-]*){0,3}";
const PLACE_LINE = new RegExp(`^${PLACE_WORDS},\\s*${PLACE_WORDS}$`, "u");
const wordCount = (line: string) => line.split(/\s+/).filter(Boolean).length;

/** Models sometimes answer in Markdown: "## Experience" and "**Experience**" are headings too. */
export function withoutMarkdown(line: string): string {
  return line
    .trim()
    .replace(/^#{1,6}\s+/, "")
    .replace(/^\*\*(.+)\*\*$/, "$1")
    .trim();
}

/** A heading by its name ("Experience", "Skills:") or its Markdown mark, whatever its case. */
function isNamedSection(raw: string): boolean {
  return /^#{1,6}\s/.test(raw.trim()) || SECTION_NAMES.test(withoutMarkdown(raw).replace(/:$/, ""));
}

/** A section heading: a known name, a short line in capitals, or a short line ending in ":". */
export function isSectionHeading(raw: string): boolean {
  const line = withoutMarkdown(raw);
  if (!line || isBullet(raw) || wordCount(line) > 5 || line.length > 48) return false;
  if (isNamedSection(raw)) return true;
  const letters = line.replace(/[^\p{L}]/gu, "");
  const isCapitals = letters.length >= 3 && letters === letters.toUpperCase();
  return !/\d/.test(line) && (isCapitals || line.endsWith(":"));
}

/** A phone number has 9 digits or more; "2019 - 2021" has 8. */
export const hasPhone = (line: string) =>
  (line.match(PHONE) ?? []).some((match) => match.replace(/\D/g, "").length >= 9);

/** An email, phone, link or place: the contact block, never part of a summary. */
export function isContactLine(line: string): boolean {
  const trimmed = line.trim();
  return CONTACT_MARKS.test(trimmed) || hasPhone(trimmed) || PLACE_LINE.test(trimmed);
}

/** A role or degree line: a year or "Present" in a short line that is no sentence. */
export const isRoleLine = (line: string) =>
  YEAR_OR_PRESENT.test(line) && wordCount(line) <= 25 && !/[.!?]$/.test(line);

function looksLikeName(line: string): boolean {
  return (
    wordCount(line) <= 5 &&
    line.length <= 60 &&
    !/[@\d:|]/.test(line) &&
    /^\p{L}/u.test(line) &&
    !/[.!?]$/.test(line)
  );
}

/**
 * The name, title and contact lines at the top, up to the first blank line or section
 * heading; `used` is how many lines they take. A first line that is no name means no header.
 */
export function readHeader(lines: string[]): { lines: HeaderLine[]; used: number } {
  const first = lines.findIndex((line) => line.trim());
  // A first line that goes on in lower case on the next is a wrapped sentence, not a name.
  const next = lines[first + 1] ?? "";
  const isWrapped = /^\s*\p{Ll}/u.test(next) && !isContactLine(next);
  if (
    first < 0 ||
    isWrapped ||
    isNamedSection(lines[first]) ||
    !looksLikeName(withoutMarkdown(lines[first]))
  ) {
    return { lines: [], used: 0 };
  }
  const header: HeaderLine[] = [{ kind: "name", text: withoutMarkdown(lines[first]) }];
  let index = first + 1;
  while (index < lines.length && header.length < MAX_HEADER_LINES) {
    const line = lines[index].trim();
    if (!line || isNamedSection(line) || isBullet(line)) break;
    if (isContactLine(line)) header.push({ kind: "contact", text: line });
    else if (wordCount(line) <= 12 && !/[.!?:]$/.test(line) && !isRoleLine(line))
      header.push({ kind: "title", text: line });
    else break;
    index += 1;
  }
  return { lines: header, used: index };
}
