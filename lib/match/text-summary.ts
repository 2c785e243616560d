const WORDS_PER_MINUTE = 200;
const TLDR_SENTENCES = 3;
const TLDR_CHARS = 200;
const MIN_SENTENCE_CHARS = 10;

/** Reading time at 200 words per minute, rounded to one decimal (spec 1 §9). */
export function readingTimeMinutes(text: string): number {
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;
  return Math.round((words / WORDS_PER_MINUTE) * 10) / 10;
}

/**
 * A short TLDR (spec 1 §9): sentences over 10 characters, at most 3, up to about 200
 * characters, cut at a word boundary with an ellipsis.
 */
export function tldr(text: string): string {
  const sentences = text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > MIN_SENTENCE_CHARS)
    .slice(0, TLDR_SENTENCES);
  const joined = sentences.join(" ");
  if (joined.length <= TLDR_CHARS) return joined;
  const cut = joined.slice(0, TLDR_CHARS);
  const space = cut.lastIndexOf(" ");
  const head = space > 0 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.-]+$/, "")}...`;
}
