/** Spec 1 §9: reading time at 200 words per minute, rounded to one decimal. */
export const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

export function readingTimeLabel(text: string): string {
  const minutes = Math.round((countWords(text) / WORDS_PER_MINUTE) * 10) / 10;
  return `${minutes.toFixed(1)} min read`;
}
