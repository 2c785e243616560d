// A context file's text in passages small enough to quote: paragraphs joined up to about
// 600 characters, a long paragraph cut at sentence ends. Bounded: at most MAX_CHUNKS.
export const CHUNK_CHARS = 600;
export const MAX_CHUNKS = 4_000;

function sentences(paragraph: string): string[] {
  const out: string[] = [];
  let rest = paragraph;
  while (rest.length > CHUNK_CHARS) {
    const head = rest.slice(0, CHUNK_CHARS);
    const end = Math.max(head.lastIndexOf(". "), head.lastIndexOf("? "), head.lastIndexOf("! "));
    const cut = end > CHUNK_CHARS / 3 ? end + 1 : Math.max(head.lastIndexOf(" "), 1);
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

export function chunkText(text: string): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const paragraph of text.split(/\n\s*\n/)) {
    for (const piece of sentences(paragraph.replace(/\s+/g, " ").trim())) {
      if (current && current.length + piece.length + 1 > CHUNK_CHARS) {
        chunks.push(current);
        current = "";
      }
      current = current ? `${current} ${piece}` : piece;
      if (chunks.length >= MAX_CHUNKS) return chunks;
    }
  }
  if (current && chunks.length < MAX_CHUNKS) chunks.push(current);
  return chunks;
}
