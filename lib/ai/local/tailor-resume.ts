import { isBullet } from "@/lib/match/bullets";
import { evidenceWeights } from "./evidence";
import { evidenceFirst, skillRanker, skillsFirst } from "./reorder-lines";
import { parseResume, type ParsedResume, type ResumeSection } from "@/lib/match/resume/sections";
import { findOwnSummary, headlineOf } from "./own-summary";
import { tailoredSummary } from "./resume-summary";
import type { LocalInput } from "./types";

function headingStyle(parsed: ParsedResume): (title: string) => string {
  const hasHeadings = parsed.sections.some((s) => s.heading !== null);
  return (title) => (parsed.isUpperCase || !hasHeadings ? title.toUpperCase() : title);
}

/**
 * The master résumé tailored to the job without inventing anything: the header as it is,
 * a summary built from the résumé's own evidence, then every section with the bullets
 * that prove the job's requirements first and the job's skills first in skill lists.
 * Lines are only reordered (bullet markers become "- "); none is dropped or reworded.
 */
export function tailorResume(input: LocalInput): string {
  const parsed = parseResume(input.resumeText);
  const heading = headingStyle(parsed);
  const weights = evidenceWeights(input.fit);
  const rankOf = skillRanker(input.fit);
  const hasHeadings = parsed.sections.some((s) => s.heading !== null);

  const ownSummary = findOwnSummary(parsed);
  // A title over the summary ("SENIOR MORTGAGE LOAN PROCESSOR") stays its headline.
  const headline = ownSummary ? headlineOf(ownSummary) : null;
  const prose = ownSummary?.lines.filter((l) => l && !isBullet(l) && l !== headline) ?? [];
  const bullets = ownSummary?.lines.filter((l) => isBullet(l)) ?? [];
  // One summary: the résumé's own sentences, ordered for the job, and what it proves.
  const summary = tailoredSummary(input, prose);
  const blocks: string[][] = [];
  if (parsed.header.length > 0) blocks.push(parsed.header);
  if (summary || bullets.length > 0) {
    blocks.push([
      ownSummary?.heading ?? headline ?? heading("Summary"),
      ...(summary ? [summary] : []),
      ...evidenceFirst(bullets, weights),
    ]);
  }
  for (const section of parsed.sections) {
    if (section === ownSummary) continue;
    const body = bodyOf(section, weights, rankOf);
    const title =
      section.heading ??
      (!hasHeadings && section.kind === "experience" ? heading("Experience") : null);
    const block = title ? [title, ...body] : body;
    const previous = blocks[blocks.length - 1];
    // Consecutive "Skills: ..." and "Certifications: ..." lines stay together, as written.
    if (section.isInline && previous && previousWasInline(parsed, section)) previous.push(...block);
    else blocks.push(block);
  }
  return blocks
    .map((block) => block.join("\n").trim())
    .filter(Boolean)
    .join("\n\n");
}

function bodyOf(
  section: ResumeSection,
  weights: Map<string, number>,
  rankOf: (item: string) => number,
): string[] {
  return section.kind === "skills"
    ? skillsFirst(section.lines, rankOf)
    : evidenceFirst(section.lines, weights);
}

function previousWasInline(parsed: ParsedResume, section: ResumeSection): boolean {
  const at = parsed.sections.indexOf(section);
  return at > 0 && parsed.sections[at - 1].isInline;
}
