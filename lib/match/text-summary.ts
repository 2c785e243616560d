const WORDS_PER_MINUTE = 200;
const TLDR_SENTENCES = 3;
const TLDR_CHARS = 200;
const MIN_SENTENCE_CHARS = 10;

/** Reading time at 200 words per minute, rounded to one decimal (spec 1 §9). */
export function readingTimeMinutes(text: string): number {
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;
  return Math.round((words / WORDS_PER_MINUTE) * 10) / 10;
}

/** The text up to `max` characters, cut at a word boundary with "..." when longer. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  // A cut far back would lose most of the text: then cut inside the long word instead.
  const head = space > max / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/(?<![\s,;:.-])[\s,;:.-]+$/, "")}...`;
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
  return cutAtWord(sentences.join(" "), TLDR_CHARS);
}
