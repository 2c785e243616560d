/*
 * Text as the matcher reads it, so that no pattern ever meets a run or a line long enough
 * to make it slow: runs of spaces and tabs are one space, line breaks are "\n", and a line
 * longer than MAX_LINE_LENGTH is broken into lines at sentence ends (at a space, or hard,
 * when it has none). Ordinary text comes out as it went in, apart from doubled spaces.
 */
export const MAX_LINE_LENGTH = 4_000;

const SPACE_RUN_RE = /[^\S\n]{2,}/g;

function breakLongLine(line: string): string[] {
  const lines: string[] = [];
  let rest = line;
  while (rest.length > MAX_LINE_LENGTH) {
    const head = rest.slice(0, MAX_LINE_LENGTH);
    const sentenceEnd = Math.max(head.lastIndexOf(". "), head.lastIndexOf("; "));
    const cut = sentenceEnd > 0 ? sentenceEnd + 1 : head.lastIndexOf(" ");
    const at = cut > 0 ? cut : MAX_LINE_LENGTH;
    lines.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  lines.push(rest);
  return lines;
}

// Text with no carriage return, no run of spaces and no long line is already bounded.
const NEEDS_WORK_RE = /\r|[^\S\n]{2}/;

function hasLongLine(text: string): boolean {
  let start = 0;
  for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
    if (end - start > MAX_LINE_LENGTH) return true;
    start = end + 1;
  }
  return text.length - start > MAX_LINE_LENGTH;
}

export function boundedText(text: string): string {
  if (!NEEDS_WORK_RE.test(text) && !hasLongLine(text)) return text;
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .flatMap((line) => {
      const collapsed = line.replace(SPACE_RUN_RE, " ");
      return collapsed.length > MAX_LINE_LENGTH ? breakLongLine(collapsed) : [collapsed];
    })
    .join("\n");
}

export const KEPT_LIMIT = 8;
const kept = new Map<string, string>();

/**
 * boundedText for a text read again and again (a résumé scored against many postings),
 * remembered for the last few such texts.
 */
export function boundedTextKept(text: string): string {
  const hit = kept.get(text);
  if (hit !== undefined) return hit;
  if (kept.size >= KEPT_LIMIT) kept.delete(kept.keys().next().value as string);
  const bounded = boundedText(text);
  kept.set(text, bounded);
  return bounded;
}

/** How many texts boundedTextKept remembers now (at most KEPT_LIMIT). */
export const keptTextCount = () => kept.size;
