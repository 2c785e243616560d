// Proxies for "nothing invented": numbers, degrees and capitalised words in generated text
// must come from the inputs (or, for capitalised words, a short list of template words).

const NUMBER_RE = /\d+(?:[.,]\d+)*/g;
const DEGREE_RE =
  /\b(?:bachelor(?:'s)?|master(?:'s)?|mba|ph\.?\s?d|doctor(?:ate)?|associate(?:'s)? degree|b\.s\.|b\.a\.|m\.s\.|m\.a\.|b\.?sc|m\.?sc|bsn|msn|degree)\b/gi;
const WORD_RE = /[\p{L}\p{N}]+/gu;

function words(text: string): Set<string> {
  return new Set((text.match(WORD_RE) ?? []).map((w) => w.toLowerCase()));
}

/** Number-like tokens of the output that no input contains. */
export function inventedNumbers(output: string, inputs: string): string[] {
  const known = new Set(inputs.match(NUMBER_RE) ?? []);
  return (output.match(NUMBER_RE) ?? []).filter((n) => !known.has(n));
}

/** Degree words of the output that the inputs never use. */
export function inventedDegrees(output: string, inputs: string): string[] {
  const known = new Set((inputs.match(DEGREE_RE) ?? []).map((d) => d.toLowerCase()));
  return (output.match(DEGREE_RE) ?? []).filter((d) => !known.has(d.toLowerCase()));
}

/** Capitalised words of the output found neither in the inputs nor in the allow-list. */
export function inventedCapitalisedWords(
  output: string,
  inputs: string,
  allowed: ReadonlySet<string>,
): string[] {
  const known = words(inputs);
  const allowedLower = new Set([...allowed].map((w) => w.toLowerCase()));
  return (output.match(WORD_RE) ?? []).filter(
    (w) => /^\p{Lu}/u.test(w) && !known.has(w.toLowerCase()) && !allowedLower.has(w.toLowerCase()),
  );
}
