// A linear, DOM-free reading of HTML as text: the fallback when the parser workers are
// busy or a description is too complex for the DOM. It keeps words and paragraph breaks.

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  bull: "•",
};

// Paragraph-like blocks are separated by a blank line and lines by a break, as the DOM
// reader (lib/extract/html-to-text.ts) does, so both read a posting the same way.
const PARAGRAPHS = new Set("p div ul ol h1 h2 h3 h4 h5 h6 section table blockquote".split(" "));
const LINES = new Set(["br", "tr"]);
const HIDDEN = new Set(["script", "style", "template", "noscript"]);

/** Decodes named (a common few) and numeric entities in one pass. */
export function decodeEntities(text: string): string {
  let out = "";
  let at = 0;
  for (;;) {
    const amp = text.indexOf("&", at);
    if (amp < 0) return out + text.slice(at);
    out += text.slice(at, amp);
    const semi = text.indexOf(";", amp);
    const name = semi > amp && semi - amp <= 10 ? text.slice(amp + 1, semi) : "";
    let decoded: string | undefined;
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X"
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      if (Number.isInteger(code) && code > 0 && code <= 0x10ffff)
        decoded = String.fromCodePoint(code);
    } else if (name) {
      decoded = NAMED[name.toLowerCase()];
    }
    if (decoded === undefined) {
      out += "&";
      at = amp + 1;
    } else {
      out += decoded;
      at = semi + 1;
    }
  }
}

/** Text of an HTML fragment (escaped HTML is unescaped first): tags dropped, blocks on new lines. */
export function stripHtml(html: string): string {
  const source = html.includes("&lt;") && !html.includes("<") ? decodeEntities(html) : html;
  let out = "";
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf("<", at);
    if (open < 0) {
      out += decodeEntities(source.slice(at));
      break;
    }
    out += decodeEntities(source.slice(at, open));
    // "a < b" is text, not a tag.
    if (!/[A-Za-z/!]/.test(source[open + 1] ?? "")) {
      out += "<";
      at = open + 1;
      continue;
    }
    const close = source.indexOf(">", open);
    if (close < 0) break;
    let nameEnd = open + 1;
    if (source[nameEnd] === "/") nameEnd++;
    const start = nameEnd;
    while (nameEnd < close && /[A-Za-z0-9]/.test(source[nameEnd])) nameEnd++;
    const name = source.slice(start, nameEnd).toLowerCase();
    at = close + 1;
    if (HIDDEN.has(name) && source[open + 1] !== "/") {
      const end = source.toLowerCase().indexOf(`</${name}`, at);
      at = end < 0 ? source.length : end;
      continue;
    }
    if (name === "li" && source[open + 1] !== "/") out += "\n• ";
    else if (PARAGRAPHS.has(name)) out += "\n\n";
    else if (LINES.has(name)) out += "\n";
  }
  return out
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((line) => line !== "•")
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
