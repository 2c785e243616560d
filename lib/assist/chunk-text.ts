// A context file's text in passages small enough to quote: paragraphs joined up to about
// 600 characters, a long paragraph cut at sentence ends, else at a space, else hard at 600
// characters. Linear in the text and bounded: at most MAX_CHUNKS passages.
export const CHUNK_CHARS = 600;
export const MAX_CHUNKS = 4_000;
/** The most text the passages can hold; cleaning stops about here (lib/files/clean-text.ts). */
export const MAX_PASSAGE_TEXT = CHUNK_CHARS * MAX_CHUNKS;

const SENTENCE_ENDS = [". ", "? ", "! "];

// Each cut takes at least a third of a passage, so a paragraph of n characters takes
// about n / 200 steps of at most 600 characters each, whatever its shape.
function cutAt(head: string): number {
  const sentenceEnd = Math.max(...SENTENCE_ENDS.map((end) => head.lastIndexOf(end)));
  if (sentenceEnd > CHUNK_CHARS / 3) return sentenceEnd + 1;
  const space = head.lastIndexOf(" ");
  return space > CHUNK_CHARS / 3 ? space : CHUNK_CHARS;
}

function* sentences(paragraph: string): Generator<string> {
  let rest = paragraph;
  while (rest.length > CHUNK_CHARS) {
    const cut = cutAt(rest.slice(0, CHUNK_CHARS));
    const piece = rest.slice(0, cut).trim();
    if (piece) yield piece;
    rest = rest.slice(cut).trimStart();
  }
  if (rest) yield rest;
}

export function chunkText(text: string): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const paragraph of text.split(/\n\s*\n/)) {
    for (const piece of sentences(paragraph.replace(/\s+/g, " ").trim())) {
      if (current && current.length + piece.length + 1 > CHUNK_CHARS) {
        chunks.push(current);
        current = "";
        if (chunks.length >= MAX_CHUNKS) return chunks;
      }
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current && chunks.length < MAX_CHUNKS) chunks.push(current);
  return chunks;
}
