import { findResumeTitles } from "@/lib/match";
import { isBullet } from "@/lib/match/bullets";
import type { ParsedResume, ResumeSection } from "@/lib/match/resume/sections";

/**
 * An untitled block of sentences: no bullets, every line a sentence of six words or more;
 * or a line or two of that length without a full stop and without dates ("Hospital
 * pharmacy technician: 5 yrs inpatient, IV room and hazardous-hood trained").
 */
function isParagraph(section: ResumeSection | undefined): section is ResumeSection {
  if (section === undefined || section.heading !== null || section.isInline) return false;
  const lines = section.lines.filter(Boolean);
  const isLong = (l: string) => !isBullet(l) && l.split(/\s+/).length >= 6;
  const isShortBlock = lines.length <= 2 && !lines.some((l) => /\b(?:19|20)\d\d\b/.test(l));
  return lines.length > 0 && lines.every((l) => isLong(l) && (/[.!?]$/.test(l) || isShortBlock));
}

/**
 * The résumé's own summary: a section headed as one, or the untitled paragraph of sentences
 * right after the header ("Customer success leader with 8 years..."). A résumé that is
 * nothing but a paragraph has no summary apart from itself, unless `orWhole` takes it.
 */
export function findOwnSummary(
  parsed: ParsedResume,
  { orWhole = false }: { orWhole?: boolean } = {},
): ResumeSection | undefined {
  const titled = parsed.sections.find((s) => s.kind === "summary" && s.heading !== null);
  if (titled) return titled;
  const [first] = parsed.sections;
  const isFollowed = parsed.sections.length > 1 || orWhole;
  if (isFollowed && isHeadlined(first)) return first;
  return isFollowed && isParagraph(first) ? first : undefined;
}

/**
 * The person's title as a headline over a paragraph ("SENIOR MORTGAGE LOAN PROCESSOR" over
 * "7 years processing ..."): the summary, kept under its headline.
 */
function isHeadlined(section: ResumeSection | undefined): section is ResumeSection {
  if (section === undefined || section.heading !== null || section.isInline) return false;
  const headline = headlineOf(section);
  return headline !== null && isParagraph({ ...section, lines: section.lines.slice(1) });
}

/** The first line of an untitled section when it is the person's title alone, else null. */
export function headlineOf(section: ResumeSection): string | null {
  const [first] = section.lines;
  if (!first || section.heading !== null || first.split(/\s+/).length > 6) return null;
  return findResumeTitles(first).length > 0 && !/[.,;:]$/.test(first) ? first : null;
}
