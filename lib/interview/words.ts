/** Words and sentences as the analysis counts them; every pattern here is linear. */

const WORD_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

export function wordsOf(text: string): string[] {
  return text.match(WORD_RE) ?? [];
}

export function countWords(text: string): number {
  return wordsOf(text).length;
}

// A sentence ends at . ! ? or … followed by a space or the end; "e.g. " is rare in speech.
const SENTENCE_END_RE = /(?<=[.!?…])\s+/;

/** The sentences of a text, trimmed, without empty ones. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(SENTENCE_END_RE))
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** The first words of a text, with an ellipsis when cut: for naming a question in a note. */
export function shortened(text: string, maxWords = 14): string {
  const words = text.trim().split(/\s+/);
  if (words.length <= maxWords) return text.trim();
  return `${words.slice(0, maxWords).join(" ")}…`;
}
