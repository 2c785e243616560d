/** A piece of text, marked when it is one of the words to highlight. */
type TextPart = { text: string; isMatch: boolean };

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const MAX_WORDS = 20;

/** The text cut into parts around whole-word, case-insensitive occurrences of the words. */
export function highlightParts(text: string, words: string[] = []): TextPart[] {
  const wanted = [...new Set(words.map((w) => w.trim()).filter((w) => w.length > 1))]
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_WORDS);
  if (wanted.length === 0) return [{ text, isMatch: false }];
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${wanted.map(escape).join("|")})(?![\\p{L}\\p{N}])`,
    "giu",
  );
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index), isMatch: false });
    parts.push({ text: m[0], isMatch: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), isMatch: false });
  return parts;
}
