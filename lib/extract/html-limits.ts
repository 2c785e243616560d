import { ParseFailure } from "../parsers/failure";

// A job posting page, with its site's navigation and footer, has a few thousand
// elements; Readability itself stops at 50,000. Past these the DOM costs hundreds of MB.
// The safe fetch already stops at 3 MB (DEFAULT_MAX_BYTES); this bounds HTML from other
// sources (job-board APIs, JSON-LD) the same way. Not imported: safe-fetch is server-only.
export const MAX_HTML_CHARS = 3 * 1024 * 1024;
export const MAX_HTML_ELEMENTS = 50_000;

export const PAGE_TOO_COMPLEX =
  "This page is too large or too complex to read safely. Paste the description instead.";

/** Counts start tags in one linear pass (no parser, no regex backtracking). */
export function countStartTags(html: string, stopAfter = Infinity): number {
  let count = 0;
  for (let index = html.indexOf("<"); index >= 0; index = html.indexOf("<", index + 1)) {
    const next = html.charCodeAt(index + 1);
    const isLetter = (next >= 65 && next <= 90) || (next >= 97 && next <= 122);
    if (isLetter && ++count > stopAfter) break;
  }
  return count;
}

/** Refuses HTML that is too big or has too many elements for the DOM parser. */
export function checkHtmlSize(html: string) {
  const tooBig = html.length > MAX_HTML_CHARS || countStartTags(html, MAX_HTML_ELEMENTS) > MAX_HTML_ELEMENTS;
  if (tooBig) throw new ParseFailure("too-large", PAGE_TOO_COMPLEX);
}
