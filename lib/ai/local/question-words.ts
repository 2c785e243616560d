import { isNoiseWord } from "@/lib/match/stop-words";

// Words a question shares with a prepared question or a résumé line, compared loosely:
// lower case, plural and -ing/-ed endings folded, noise words ("experience", "the") out.
const WORD_RE = /[\p{L}\p{N}+#]+/gu;
const ASKING_WORDS = new Set(
  "tell describe walk give example time explain talk share would could can how why what when where which who you your yourself me about".split(
    " ",
  ),
);

function fold(word: string): string {
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ed")) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** The content words of a text, folded; bounded by the first 2,000 characters. */
export function contentWords(text: string): Set<string> {
  const words = text.slice(0, 2_000).toLowerCase().match(WORD_RE) ?? [];
  return new Set(
    words.filter((w) => w.length > 1 && !isNoiseWord(w) && !ASKING_WORDS.has(w)).map(fold),
  );
}

/** Shared words over the geometric mean of the two sets (0 to 1). */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / Math.sqrt(a.size * b.size);
}

/** How many of b's words a contains. */
export function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of b) if (a.has(word)) shared++;
  return shared;
}
