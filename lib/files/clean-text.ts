// Extracted text made tidy in one linear pass: no regular expression that can backtrack
// or overflow its stack on hostile shapes (megabytes of one letter, of "\n \n", of
// spaces), and an optional bound on what it keeps.

// Spaces, tabs, form and vertical feeds, and the "\r" of a "\r\n" line end.
const isPadding = (code: number) =>
  code === 32 || code === 9 || code === 12 || code === 11 || code === 13;

/**
 * Unified newlines, no NULs, no spaces or tabs at line ends, at most one blank line in a
 * row, trimmed. With `maxChars`, stops once the result is longer than that and cuts it
 * there (the caller refuses or keeps the part), so a huge input costs about its first part.
 */
export function cleanText(input: string, maxChars = Infinity): string {
  // Lines ended by "\r" alone (classic Mac) become lines; a "\r\n" is handled per line.
  let text = !input.includes("\n") && input.includes("\r") ? input.replaceAll("\r", "\n") : input;
  if (text.includes("\u0000")) text = text.replaceAll("\u0000", "");
  let out = "";
  let blankRun = 0;
  for (let start = 0; start <= text.length && out.length <= maxChars;) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    let last = end;
    while (last > start && isPadding(text.charCodeAt(last - 1))) last--;
    const line = last > start ? text.slice(start, last) : "";
    const isBlank = line === "" || line.trim() === "";
    blankRun = isBlank ? blankRun + 1 : 0;
    if (blankRun <= 1) out += isBlank ? "\n" : `${line}\n`;
    start = end + 1;
  }
  return out.trim().slice(0, maxChars + 1);
}
