import { ParseFailure } from "../parsers/failure";

// A job posting page, with its site's navigation and footer, has a few thousand
// elements nested a few dozen deep; Readability itself stops at 50,000 elements. The DOM
// parser's cost grows with the square of the nesting (5,000 levels take jsdom 9 s), so
// depth gets its own bound.
// The safe fetch already stops at 3 MB (DEFAULT_MAX_BYTES); this bounds HTML from other
// sources (job-board APIs, JSON-LD) the same way. Not imported: safe-fetch is server-only.
export const MAX_HTML_CHARS = 3 * 1024 * 1024;
export const MAX_HTML_ELEMENTS = 50_000;
export const MAX_HTML_DEPTH = 500;

export const PAGE_TOO_COMPLEX =
  "This page is too large or too complex to read safely. Paste the description instead.";

// Elements that never hold others, or whose end tag the parser supplies when a sibling
// starts: counting them as open would overstate the depth of ordinary pages.
const NOT_NESTING = new Set(
  (
    "area base br col embed hr img input link meta source track wbr param keygen " +
    "p li dt dd tr td th option optgroup thead tbody tfoot colgroup rt rp caption"
  ).split(" "),
);
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "noscript"]);

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isNameChar = (code: number) => isLetter(code) || (code >= 48 && code <= 57) || code === 45;

function findEndTag(html: string, name: string, from: number): number {
  for (let at = html.indexOf("</", from); at >= 0; at = html.indexOf("</", at + 2)) {
    if (html.slice(at + 2, at + 2 + name.length).toLowerCase() === name) return at;
  }
  return -1;
}

/**
 * Start tags and the deepest nesting, in one linear pass (no parser, no regex
 * backtracking); it stops as soon as either passes its bound.
 */
export function measureHtml(
  html: string,
  bounds = { elements: Infinity, depth: Infinity },
): { elements: number; depth: number } {
  let elements = 0;
  let depth = 0;
  let deepest = 0;
  let index = html.indexOf("<");
  while (index >= 0 && elements <= bounds.elements && deepest <= bounds.depth) {
    if (html.startsWith("<!--", index)) {
      const end = html.indexOf("-->", index + 4);
      index = end < 0 ? -1 : html.indexOf("<", end + 3);
      continue;
    }
    const isEnd = html.charCodeAt(index + 1) === 47;
    let nameEnd = index + (isEnd ? 2 : 1);
    if (!isLetter(html.charCodeAt(nameEnd))) {
      index = html.indexOf("<", index + 1);
      continue;
    }
    while (isNameChar(html.charCodeAt(nameEnd))) nameEnd++;
    const name = html.slice(index + (isEnd ? 2 : 1), nameEnd).toLowerCase();
    const tagEnd = html.indexOf(">", nameEnd);
    if (tagEnd < 0) break;
    if (isEnd) {
      if (!NOT_NESTING.has(name)) depth = Math.max(0, depth - 1);
    } else {
      elements++;
      const selfClosing = html.charCodeAt(tagEnd - 1) === 47;
      if (!NOT_NESTING.has(name) && !RAW_TEXT.has(name) && !selfClosing) {
        deepest = Math.max(deepest, ++depth);
      }
      if (RAW_TEXT.has(name)) {
        const close = findEndTag(html, name, tagEnd);
        index = close < 0 ? -1 : html.indexOf("<", close + 2 + name.length);
        continue;
      }
    }
    index = html.indexOf("<", tagEnd + 1);
  }
  return { elements, depth: deepest };
}

/**
 * Refuses HTML that is too big, has too many elements or nests too deep for the DOM
 * parser. Runs in the parser worker, just before the DOM: the scan of a 3 MB page takes
 * a few hundred milliseconds that the server's event loop should not spend.
 */
export function checkHtmlSize(html: string) {
  if (html.length > MAX_HTML_CHARS) throw new ParseFailure("too-large", PAGE_TOO_COMPLEX);
  const { elements, depth } = measureHtml(html, {
    elements: MAX_HTML_ELEMENTS,
    depth: MAX_HTML_DEPTH,
  });
  if (elements > MAX_HTML_ELEMENTS || depth > MAX_HTML_DEPTH) {
    throw new ParseFailure("too-large", PAGE_TOO_COMPLEX);
  }
}
