import { splitSentences } from "../ai/local/text";
import { isContactLine, isSectionHeading, readHeader } from "../resume/resume-lines";

/** Spec 1 §9: the snapshot shows at most 5 sentences, or 60 words as a fallback. */
export const SNAPSHOT_MAX_SENTENCES = 5;
export const SNAPSHOT_MAX_WORDS = 60;
const ELLIPSIS = "…";

/**
 * The résumé's first paragraph of its own words: the name, title and contact block at the
 * top, section headings and contact lines (email, phone, links, city) are passed over.
 * Inner line breaks are collapsed.
 */
export function firstParagraph(text: string): string {
  const lines = text.trim().split(/\r?\n/);
  const { used } = readHeader(lines);
  for (const paragraph of lines
    .slice(used)
    .join("\n")
    .split(/\n\s*\n/)) {
    const prose = paragraph
      .split("\n")
      .filter((line) => line.trim() && !isSectionHeading(line) && !isContactLine(line));
    if (prose.length) return prose.join(" ").replace(/\s+/g, " ").trim();
  }
  return "";
}

const hasSentenceEnd = (paragraph: string) => /[.!?]["')\]]?(\s|$)/.test(paragraph);

/**
 * A short overview from the résumé when there is no AI summary: the first paragraph's first
 * 5 sentences, or its first 60 words when it has no sentence ends, with an ellipsis only
 * when something was cut.
 */
export function snapshotFromResume(text: string | null | undefined): string {
  const paragraph = firstParagraph(text ?? "");
  if (!paragraph) return "";
  if (hasSentenceEnd(paragraph)) {
    const sentences = splitSentences(paragraph);
    if (sentences.length <= SNAPSHOT_MAX_SENTENCES) return paragraph;
    return `${sentences.slice(0, SNAPSHOT_MAX_SENTENCES).join(" ")} ${ELLIPSIS}`;
  }
  const words = paragraph.split(" ");
  if (words.length <= SNAPSHOT_MAX_WORDS) return paragraph;
  return `${words.slice(0, SNAPSHOT_MAX_WORDS).join(" ")}${ELLIPSIS}`;
}

/** The AI summary when there is one, otherwise the résumé excerpt. */
export function snapshotText(
  summary: string | null | undefined,
  resumeText: string | null | undefined,
) {
  return summary?.trim() || snapshotFromResume(resumeText);
}
