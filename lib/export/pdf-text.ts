// PDF's standard fonts (Helvetica and friends, built into every reader, nothing to download)
// draw WinAnsi only: Latin-1 plus the typographic characters below. Anything else would
// come out as stray glyphs, so it is spelled with what those fonts have.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const REPLACEMENTS: Record<string, string> = {
  "→": "->",
  "←": "<-",
  "↔": "<->",
  "⇒": "=>",
  "≥": ">=",
  "≤": "<=",
  "≠": "!=",
  "≈": "~",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "―": "—",
  "′": "'",
  "″": '"',
  "✓": "v",
  "✔": "v",
  "✗": "x",
  "★": "*",
  "☆": "*",
  "▪": "•",
  "◦": "•",
  "●": "•",
  "‣": "•",
  "►": ">",
  "➢": ">",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ı: "i",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\u200b": "",
  "\ufe0f": "",
};

const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
};

function spell(char: string): string {
  const replacement = REPLACEMENTS[char];
  if (replacement !== undefined) return replacement;
  if (isWinAnsi(char) || char === "\n") return char;
  if (char === "\t") return "    ";
  // "ő" -> "o", "ș" -> "s": the letter without the mark the font lacks.
  const bare = char.normalize("NFKD").replace(/\p{M}/gu, "");
  if (bare && [...bare].every(isWinAnsi)) return bare;
  // Emoji and other scripts: a visible "?" rather than a gap, so nothing vanishes unseen.
  return /\p{Cc}/u.test(char) ? "" : "?";
}

/** The text as the standard PDF fonts can draw it (WinAnsi), each other character spelled out. */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) out += spell(char);
  return out;
}

// pdfkit cuts a run it may not break (a long word, or "( ( (": no line may start after an
// opening bracket or before a closing one) letter by letter, in time that grows with the
// square of its length. No real text has a run this long, so one gets a line break.
const LONGEST_RUN = 80;
const OPENERS = new Set("([{“‘\"'«");

/** The text for pdfkit: WinAnsi characters, and no run without a break over 80 characters. */
export function pdfText(text: string): string {
  const drawable = toWinAnsi(text);
  let out = "";
  let run = 0;
  let previous = "";
  let lastVisible = "";
  for (const char of drawable) {
    // A line may break before a letter or digit after a hyphen, or after a space that
    // does not follow an opening bracket or quote.
    const mayBreak =
      /[\p{L}\p{N}]/u.test(char) &&
      (previous === "-" || (previous === " " && !OPENERS.has(lastVisible)));
    run = char === "\n" || mayBreak ? 0 : run + 1;
    if (run > LONGEST_RUN) {
      out += "\n";
      run = 0;
    }
    out += char;
    previous = char;
    if (char !== " ") lastVisible = char;
  }
  return out;
}
