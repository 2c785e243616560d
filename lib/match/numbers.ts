// Numbers as postings and résumés write them: "25+", "three", "$4M", "£750k", "1.2 million".

const WORDS = `zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen
fifteen sixteen seventeen eighteen nineteen twenty`.split(/\s+/);
const TENS: Record<string, number> = { thirty: 30, forty: 40, fifty: 50, sixty: 60, hundred: 100 };

/** A pattern for a count: digits ("25", "1,200") or a number word ("three", "a dozen"). */
export const COUNT = String.raw`(?:\d{1,3}(?:,\d{3})+|\d{1,5}|${[...WORDS.slice(1), ...Object.keys(TENS)].join("|")}|a dozen)`;

/** The value of a count matched by COUNT, or null. */
export function countValue(text: string): number | null {
  const lower = text.toLowerCase().trim();
  if (/^[\d,]+$/.test(lower)) return Number(lower.replace(/,/g, ""));
  if (lower === "a dozen") return 12;
  const at = WORDS.indexOf(lower);
  if (at >= 0) return at;
  return TENS[lower] ?? null;
}

/** A pattern for an amount of money: "$4M", "$750,000", "£1.2 million", "$500K". */
export const MONEY = String.raw`[$£€]\s?\d{1,3}(?:[.,]\d{1,3})*\s?(?:k|m|mm|bn|b|million|billion|thousand)?\b`;

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/** The value of an amount matched by MONEY, in its currency's units, or null. */
export function moneyValue(text: string): number | null {
  const m = /(\d{1,3}(?:[.,]\d{1,3})*)\s?([a-z]+)?/i.exec(text);
  if (!m) return null;
  const digits = m[1];
  // "1,200,000" groups thousands; "1.2" (or a European "1,2") is a decimal.
  const isGrouped = /^\d{1,3}(?:,\d{3})+$/.test(digits);
  const value = Number(isGrouped ? digits.replace(/,/g, "") : digits.replace(",", "."));
  const scale = m[2] ? SCALE[m[2].toLowerCase()] : 1;
  return Number.isFinite(value) && scale ? value * scale : null;
}
