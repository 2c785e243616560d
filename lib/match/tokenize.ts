import type { Token } from "./types";

// A token is a run of letters/digits, optionally led by an attached dot (".NET", the
// ".js" of "Node.js") and trailed by "++", "#" or "+" ("C++", "C#", "Security+").
// Hyphens, slashes and ampersands are otherwise separators, but we remember that the neighbours
// were glued so ambiguous words ("Go" in "Go-to-market") can be rejected.
// An apostrophe is a soft gap too, so a multi-word skill may run through a possessive
// ("driver's license", "Workers' compensation").
// A number with thousands separators ("2,300") is one token, not a list of two.
// Capitals joined by "&" are one name ("P&L", "L&I", "AT&T").
// Capitals with dots are one abbreviation ("U.S.", "U.K."), not "U" and ".S".
// A standard's number with its point is one code ("ASME Y14.5"), not "Y14" and ".5".
const TOKEN_RE =
  /\p{Lu}\.\p{Lu}(?:\.\p{Lu}){0,2}\.?(?![\p{L}\p{N}])|\p{L}{1,4}\p{N}{1,4}\.\p{N}{1,3}(?![\p{L}\p{N}])|\.?(?:\p{Lu}{1,3}&\p{Lu}{1,4}(?![\p{L}\p{N}])|\p{N}{1,3}(?:,\p{N}{3})+(?![\p{L}\p{N}])|[\p{L}\p{N}]+)(?:\+\+|#|\+)?/gu;
const GLUE_RE = /^[-/&]?$/;
const SOFT_GAP_RE = /^[\s\-/&'’]*$/;

/** Tokenizes text, recording line numbers (0-based, by "\n"). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let line = 0;
  let lineScan = 0;
  let prevEnd = -1;
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(text); m; m = TOKEN_RE.exec(text)) {
    const start = m.index;
    // Count newlines between the previous scan point and this token.
    for (
      let i = text.indexOf("\n", lineScan);
      i !== -1 && i < start;
      i = text.indexOf("\n", i + 1)
    ) {
      line++;
    }
    lineScan = start;
    const raw = m[0];
    const gap = prevEnd >= 0 ? text.slice(prevEnd, start) : "";
    const isGluedPrev = prevEnd >= 0 && GLUE_RE.test(gap);
    const hasBreakBefore = !SOFT_GAP_RE.test(gap);
    tokens.push({
      text: raw,
      lower: raw.toLowerCase(),
      start,
      end: start + raw.length,
      line,
      isGluedPrev,
      hasBreakBefore,
    });
    prevEnd = start + raw.length;
  }
  return tokens;
}

/** Lowercase token strings of a vocabulary form, used as trie keys. */
export function formKey(form: string): string[] {
  return tokenize(form).map((t) => t.lower);
}
