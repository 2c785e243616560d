/**
 * Signs that a text is a job posting. Each group counts once, so a page that says
 * "apply" ten times is still one signal; a posting nearly always shows three or more
 * (what you will do, what we ask for, how to apply or what it pays), while an article,
 * a home page or a product page rarely does.
 */
const SIGNALS: RegExp[] = [
  /\bresponsibilit(y|ies)\b|\bwhat you('|’)ll do\b|\bwhat you will do\b|\bthe role\b|\babout the (role|job|position)\b/i,
  /\brequirements?\b|\bqualifications?\b|\bwhat we('|’)re looking for\b|\bwho you are\b|\bmust have\b/i,
  /\bnice[- ]to[- ]have\b|\bpreferred\b|\bbonus points\b|\bplus if\b/i,
  /\bapply\b|\bapplication\b|\bapplicants?\b|\bcandidates?\b/i,
  /\bexperience (with|in)\b|\byears of (professional )?experience\b|\b\d\+? years\b/i,
  /\bfull[- ]time\b|\bpart[- ]time\b|\bcontract(or)?\b|\binternship\b|\bpermanent\b/i,
  /\bbenefits\b|\bcompensation\b|\bsalary\b|\bequity\b|\bpaid time off\b|\bpto\b|\b401\(?k\)?/i,
  /\bequal opportunity\b|\bwe are hiring\b|\bwe('|’)re hiring\b|\bjoin (our|the) team\b/i,
];

const MIN_SIGNALS = 3;
const MIN_LENGTH = 200;

/** A salary range or amount as postings write it: "$120,000 - $150,000 a year", "€60k". */
export const SALARY_PATTERN =
  /(?:[$€£]|\b(?:USD|EUR|GBP|CAD|AUD)\s?)\d[\d,.]*\s?[kK]?(?:\s*(?:-|–|—|to)\s*(?:[$€£]|(?:USD|EUR|GBP|CAD|AUD)\s?)?\d[\d,.]*\s?[kK]?)?(?:\s*(?:per|a|an|\/)\s*(?:year|yr|annum|hour|hr|month|week|day))?/;

/** The first salary the text mentions, as written there; "" when none. */
export function findSalary(text: string): string {
  const match = text.match(SALARY_PATTERN)?.[0].trim() ?? "";
  // "$99" alone is a price, not pay: ask for a pay unit, a "k" or at least three digits.
  const isPay =
    /(year|yr|annum|hour|hr|month|week|day)$/i.test(match) ||
    /\dk/i.test(match) ||
    /\d{3}/.test(match.replace(/[,.]/g, ""));
  return isPay ? match.replace(/(?<![.,])[.,]+$/, "") : "";
}

export function countJobSignals(text: string): number {
  const groups = SIGNALS.filter((signal) => signal.test(text)).length;
  return groups + (findSalary(text) ? 1 : 0);
}

export function looksLikeJobPosting(text: string): boolean {
  return text.trim().length >= MIN_LENGTH && countJobSignals(text) >= MIN_SIGNALS;
}
