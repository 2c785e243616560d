import { findResumeTitles } from "../seniority";
import { isBullet, stripBullet } from "../bullets";

export type SectionKind =
  "summary" | "experience" | "education" | "skills" | "projects" | "certifications" | "other";

export type ResumeSection = {
  /** The heading line as written; null for an untitled body or an inline "Skills: ..." line. */
  heading: string | null;
  kind: SectionKind;
  /** A one-line "Label: content" section of a résumé without headings ("Skills: SQL, Python"). */
  isInline: boolean;
  /** Trimmed lines; "" keeps a blank line inside the section. */
  lines: string[];
};

/** What each line of the text is: part of the header, a heading, or a line of a section. */
export type LineKind = "header" | "heading" | SectionKind;

export type ParsedResume = {
  header: string[];
  sections: ResumeSection[];
  isUpperCase: boolean;
  /** One entry per line of the text (split on line breaks), blank lines included. */
  lineKinds: LineKind[];
};

const KIND_PATTERNS: [SectionKind, RegExp][] = [
  [
    "summary",
    /^(?:(?:professional|career|executive|personal) )?(?:summary|profile|objective|overview)$|^about me$/,
  ],
  [
    "experience",
    /^(?:(?:professional|work|relevant|career|employment|industry) )?(?:experience|history|employment)(?: history)?$/,
  ],
  [
    "education",
    /^(?:education|academic background|education (?:and|&) training|training|coursework)$/,
  ],
  [
    "skills",
    /^(?:(?:technical|core|key|professional|relevant) )?(?:skills|competencies|expertise|proficiencies)(?: (?:and|&) (?:tools|technologies|competencies|expertise))?$|^(?:areas of expertise|tools|technologies|tech stack)$/,
  ],
  ["projects", /^(?:(?:personal|selected|key|notable|side) )?projects$/],
  [
    "certifications",
    /^(?:certifications?|certificates|certs|licen[cs]es?|licensure|credentials)(?: ?(?:and|&|\/) ?(?:licen[cs]es|licensure|certifications?|certificates|certs|endorsements))?$/,
  ],
  [
    "other",
    /^(?:awards?|honou?rs|achievements|accomplishments|publications|volunteer(?:ing| experience)?|languages|interests|hobbies|references|activities|affiliations|memberships|leadership|patents|additional information)(?: (?:and|&) [a-z]+)?$/,
  ],
];

const INLINE_RE = /^([A-Za-z][A-Za-z &/]{1,40}):\s*(\S.*)$/;
const MAX_PLAIN_HEADER_LINES = 6;

export { isBullet, stripBullet };

/** A bullet line with its marker normalised to "- "; other lines unchanged. */
export function normaliseBullet(line: string): string {
  const trimmed = line.trim();
  return isBullet(trimmed) ? `- ${stripBullet(trimmed)}` : trimmed;
}

function headingKey(line: string): string {
  return line
    .trim()
    .replace(/^[#*=_\s]+/, "")
    .replace(/(?<![#*=_:\s])[#*=_:\s]+$/, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** The section kind a heading (or an inline label) names, or null. */
export function headingKind(line: string): SectionKind | null {
  const key = headingKey(line);
  if (!key || key.split(" ").length > 5) return null;
  for (const [kind, re] of KIND_PATTERNS) if (re.test(key)) return kind;
  return null;
}

function isUpperHeading(line: string): boolean {
  const words = line.trim().split(/\s+/);
  return words.length <= 3 && /^[A-Z][A-Z &/]+:?$/.test(line.trim());
}

function isTitleLine(line: string): boolean {
  return !isBullet(line) && findResumeTitles(line).length > 0;
}

function implicitKind(lines: string[]): SectionKind {
  const hasBullets = lines.some(isBullet);
  return hasBullets && lines.some(isTitleLine) ? "experience" : "other";
}

const DATES_RE = /\b(?:19|20)\d\d\b/;

// Contact details: an email, a phone number, a link, or short fields joined by separators.
const CONTACT_RE = /@|\+?\d[\d ().-]{7,}\d|https?:|www\.|linkedin|github\.com|\s[|·•]\s/i;

/** A sentence about the person ("Backend engineer focused on reliable APIs."): not the header. */
function isSentence(line: string): boolean {
  return line.split(/\s+/).length >= 6 && !CONTACT_RE.test(line) && !isTitleLine(line);
}

/** Lines before the first section: contact details, or the name block of a plain résumé. */
function headerLength(lines: string[], isHeading: (i: number) => boolean): number {
  // The header also ends at the first role line or bullet: a résumé may start with its
  // experience and only then name a section ("Education").
  const firstHeading = lines.findIndex((_, i) => isHeading(i));
  const limit = firstHeading >= 0 ? firstHeading : Math.min(lines.length, MAX_PLAIN_HEADER_LINES);
  // A line of words right above the contact line is part of the header too: "Cheyenne,
  // Wyoming — relocating to Fort Collins, January 2027".
  const isAboveContact = (n: number) =>
    lines.slice(n + 1, Math.min(limit, n + 3)).some((l) => CONTACT_RE.test(l));
  let n = 0;
  while (n < limit) {
    const line = lines[n];
    if (isSentence(line) && !isAboveContact(n)) break;
    // A title under the name ("Senior Customer Success Manager") belongs to the header;
    // a role heading with dates or bullets under it starts the experience.
    const isHeaderTitle =
      isTitleLine(line) && !DATES_RE.test(line) && !isBullet(lines[n + 1] ?? "");
    if (
      n > 0 &&
      (!line || isBullet(line) || (isTitleLine(line) && !isHeaderTitle) || INLINE_RE.test(line))
    )
      break;
    n++;
  }
  return n;
}

/**
 * Splits a résumé into its header and sections by headings (Experience, Skills, ...).
 * A résumé without headings becomes one untitled body, with "Skills: ..." style lines as
 * inline sections of their own. Every input line lands in exactly one place.
 */
export function parseResume(text: string): ParsedResume {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim());
  const lineKinds: LineKind[] = lines.map(() => "other");
  let offset = 0;
  while (lines.length > 0 && !lines[0]) {
    lines.shift();
    offset++;
  }
  const known = lines.map((line) => !isBullet(line) && headingKind(line) !== null);
  const knownLines = lines.filter((_, i) => known[i]);
  const isUpperCase = knownLines.length > 0 && knownLines.every((l) => l === l.toUpperCase());
  // Unknown headings are trusted only in a résumé whose known headings are all capitals.
  const isHeading = (i: number) => known[i] || (isUpperCase && i > 0 && isUpperHeading(lines[i]));

  const headerEnd = headerLength(lines, isHeading);
  const header = lines.slice(0, headerEnd);
  while (header.length > 0 && !header[header.length - 1]) header.pop();
  for (let i = 0; i < headerEnd; i++) lineKinds[offset + i] = "header";
  const sections: ResumeSection[] = [];
  const sectionLines = new Map<ResumeSection, number[]>();
  let current: ResumeSection | null = null;
  for (let i = headerEnd; i < lines.length; i++) {
    const line = lines[i];
    if (isHeading(i)) {
      current = { heading: line, kind: headingKind(line) ?? "other", isInline: false, lines: [] };
      sections.push(current);
      sectionLines.set(current, []);
      lineKinds[offset + i] = "heading";
      continue;
    }
    const inline = current?.heading ? null : INLINE_RE.exec(line);
    const inlineKind = inline ? headingKind(inline[1]) : null;
    if (inlineKind) {
      sections.push({ heading: null, kind: inlineKind, isInline: true, lines: [line] });
      lineKinds[offset + i] = inlineKind;
      current = null;
      continue;
    }
    if (!current) {
      if (!line) continue;
      current = { heading: null, kind: "other", isInline: false, lines: [] };
      sections.push(current);
      sectionLines.set(current, []);
    }
    current.lines.push(line);
    sectionLines.get(current)!.push(offset + i);
  }
  for (const section of sections) {
    while (section.lines.length > 0 && !section.lines[section.lines.length - 1])
      section.lines.pop();
    if (!section.heading && !section.isInline) section.kind = implicitKind(section.lines);
    for (const at of sectionLines.get(section) ?? []) lineKinds[at] = section.kind;
  }
  return { header, sections, isUpperCase, lineKinds };
}
