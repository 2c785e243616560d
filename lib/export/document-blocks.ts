import { isBullet, stripBullet } from "../match/bullets";

/**
 * What a line of a plain-text résumé or letter is, for the DOCX and PDF writers:
 * the header (name, title, contact), section headings, role lines, bullets, paragraphs,
 * and the letter's sign-off. A paragraph's `label` is a leading "Skills:" shown in bold.
 */
export type BlockKind =
  "name" | "title" | "contact" | "heading" | "role" | "bullet" | "paragraph" | "sign-off";

export type Block = { kind: BlockKind; text: string; label?: string };

const MAX_HEADER_LINES = 5;
const SECTION_NAMES =
  /^(?:(?:professional|career|executive) )?(?:summary|profile|objective)$|^(?:(?:professional|work|relevant) )?experience$|^(?:employment|work) history$|^education$|^(?:(?:technical|core|key) )?skills$|^(?:certifications?|licenses|projects|awards|languages|interests|publications|volunteering|references)$/i;
const YEAR_OR_PRESENT = /\b(?:19|20)\d\d\b|\b(?:present|current)\b/i;
const LABEL_LINE = /^([A-Za-z][A-Za-z &/]{1,40}):\s+(\S.*)$/;
const CONTACT_MARKS = /@|https?:\/\/|www\.|linkedin\.|github\.|\s[|·•]\s/i;
const PHONE = /\+?\(?\d[\d ().-]{7,}\d/g;
// "Denver, CO", "Lyon, France": a place on its own line.
const PLACE_LINE = /^[\p{L}.' -]{2,40},\s*[\p{L}.' ]{2,30}$/u;
const SIGN_OFF =
  /^(?:sincerely|best|best regards|kind regards|warm regards|regards|respectfully|yours (?:truly|sincerely|faithfully)|thank you|many thanks|with appreciation)[,.!]?$/i;

const wordCount = (line: string) => line.split(/\s+/).filter(Boolean).length;

/** Models sometimes answer in Markdown: "## Experience" and "**Experience**" are headings too. */
function plain(line: string): string {
  return line
    .trim()
    .replace(/^#{1,6}\s+/, "")
    .replace(/^\*\*(.+)\*\*$/, "$1")
    .trim();
}

/** A heading by its name ("Experience", "Skills:") or its Markdown mark, whatever its case. */
function isNamedSection(raw: string): boolean {
  return /^#{1,6}\s/.test(raw.trim()) || SECTION_NAMES.test(plain(raw).replace(/:$/, ""));
}

/** A section heading: a known name, a short line in capitals, or a short line ending in ":". */
export function isSectionHeading(raw: string): boolean {
  const line = plain(raw);
  if (!line || isBullet(raw) || wordCount(line) > 5 || line.length > 48) return false;
  if (isNamedSection(raw)) return true;
  const letters = line.replace(/[^\p{L}]/gu, "");
  const isCapitals = letters.length >= 3 && letters === letters.toUpperCase();
  return !/\d/.test(line) && (isCapitals || line.endsWith(":"));
}

/** A phone number has 9 digits or more; "2019 - 2021" has 8. */
const hasPhone = (line: string) =>
  (line.match(PHONE) ?? []).some((match) => match.replace(/\D/g, "").length >= 9);

/** An email, phone, link or place: the contact block, never part of a summary. */
export function isContactLine(line: string): boolean {
  const trimmed = line.trim();
  return CONTACT_MARKS.test(trimmed) || hasPhone(trimmed) || PLACE_LINE.test(trimmed);
}

const isRole = (line: string) =>
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
export function readHeader(lines: string[]): { blocks: Block[]; used: number } {
  const first = lines.findIndex((line) => line.trim());
  if (first < 0 || isNamedSection(lines[first]) || !looksLikeName(plain(lines[first]))) {
    return { blocks: [], used: 0 };
  }
  const blocks: Block[] = [{ kind: "name", text: plain(lines[first]) }];
  let index = first + 1;
  while (index < lines.length && blocks.length < MAX_HEADER_LINES) {
    const line = lines[index].trim();
    if (!line || isNamedSection(line) || isBullet(line)) break;
    if (isContactLine(line)) blocks.push({ kind: "contact", text: line });
    else if (wordCount(line) <= 12 && !/[.!?:]$/.test(line) && !isRole(line))
      blocks.push({ kind: "title", text: line });
    else break;
    index += 1;
  }
  return { blocks, used: index };
}

function bodyBlock(raw: string): Block {
  const line = raw.trim();
  if (isSectionHeading(line)) return { kind: "heading", text: plain(line).replace(/:$/, "") };
  if (isBullet(line)) return { kind: "bullet", text: stripBullet(line) };
  // A contact line out of place still reads as one ("… | (555) 010-2040" is no date).
  if (/@|https?:\/\//.test(line) || hasPhone(line)) return { kind: "contact", text: line };
  if (isRole(line)) return { kind: "role", text: line };
  const label = LABEL_LINE.exec(line);
  if (label) return { kind: "paragraph", label: label[1], text: label[2] };
  return { kind: "paragraph", text: line };
}

/** A plain-text résumé as blocks: every non-blank line is kept, none is merged. */
export function resumeBlocks(text: string): Block[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const { blocks, used } = readHeader(lines);
  for (const line of lines.slice(used)) {
    if (line.trim()) blocks.push(bodyBlock(line));
  }
  return blocks;
}

/**
 * A plain-text letter as blocks: paragraphs split at blank lines (their own line breaks
 * kept as "\n"), and the sign-off ("Sincerely,\nJane Doe") from its closing word on.
 */
export function letterBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const chunks = text.replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const signOff = lines.findIndex((line) => SIGN_OFF.test(line));
    const body = signOff < 0 ? lines : lines.slice(0, signOff);
    if (body.length) blocks.push({ kind: "paragraph", text: body.join("\n") });
    if (signOff >= 0) blocks.push({ kind: "sign-off", text: lines.slice(signOff).join("\n") });
  }
  return blocks;
}
