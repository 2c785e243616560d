// "A.A.S.", "E.D. Pa.", "Dr.", "approx.": a period that ends a short form, not a sentence.
const SHORT_FORM_RE =
  /(?:^|[\s(])(?:\p{L}\.)+$|\b(?:Dr|Mr|Mrs|Ms|St|No|vs|etc|Inc|Co|Corp|Ltd|Jr|Sr|Pa|Fla|Calif|Mass|Ill|Mich|Wis|Minn|approx|Dept|Ave|Blvd|Mt|Ft|Hwy|Rd|Ste|Univ)\.$/u;
// A sentence's end: its mark, a closing quote or bracket, space, then a capital or figure.
const END_RE = /[.!?]["')\]]?\s+(?=["(]?[\p{Lu}\d])/gu;

const TAIL = 24;
const CLOSERS = new Set(['"', "'", ")", "]"]);

/** The text without the quotes and brackets that close it (a loop: a regex here is quadratic). */
function withoutClosers(text: string): string {
  let end = text.length;
  while (end > 0 && CLOSERS.has(text[end - 1])) end--;
  return text.slice(0, end);
}

/**
 * A paragraph's sentences, for saying each on its own: unlike splitSentences, a short
 * form's period ("A.A.S. Architectural Technology", "E.D. Pa. (CM/ECF)") ends none.
 */
export function proseSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of text.matchAll(END_RE)) {
    const stop = end.index + end[0].trimEnd().length;
    // Only the sentence's last words can be a short form; reading just them keeps a run
    // of "A. B. C. ..." linear.
    if (SHORT_FORM_RE.test(withoutClosers(text.slice(Math.max(start, stop - TAIL), stop))))
      continue;
    sentences.push(text.slice(start, stop).trim());
    start = end.index + end[0].length;
  }
  sentences.push(text.slice(start).trim());
  return sentences.filter(Boolean);
}
