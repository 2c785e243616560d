/*
 * Date ranges as résumés write them: "Mar 2021 - Present", "2016–2019", "06/2018 – 02/2021",
 * "Jan. 2015 to Dec. 2017", "Sept 2019 – Current", "since 2020", "May – Aug 2023". A point is counted in
 * months since year 0; a range without months runs from January to December.
 */
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?`;
const YEAR = String.raw`(?:19|20)\d\d`;
const POINT = String.raw`(?:${MONTH}\s+${YEAR}|\d{1,2}\s*/\s*${YEAR}|${YEAR})`;
const OPEN_END = String.raw`present|current|now|today|date`;
const OPEN_END_RE = new RegExp(`^(?:${OPEN_END})$`);
const DASH = String.raw`\s*(?:-|–|—|to|until|through|thru)\s*`;
// "May – Aug 2023": two months of one year, the year written once.
const RANGE_RE = new RegExp(
  String.raw`\b(${POINT})${DASH}(${POINT}|${OPEN_END})\b|\bsince\s+(${POINT})\b|\b(${MONTH})${DASH}(${MONTH}\s+${YEAR})\b`,
  "gi",
);

export type DateRange = { start: number; end: number; index: number; length: number };

/** Months since year 0 of a point, or null; `isEnd` puts a bare year at December. */
function monthOf(point: string, isEnd: boolean, now: number): number | null {
  const text = point.toLowerCase().trim();
  if (OPEN_END_RE.test(text)) return now;
  const year = Number(/(?:19|20)\d\d/.exec(text)?.[0]);
  if (!year) return null;
  const slash = /^(\d{1,2})\s*\//.exec(text);
  let month = slash ? Number(slash[1]) - 1 : MONTHS.indexOf(text.slice(0, 3));
  if (month < 0 || month > 11) month = isEnd ? 11 : 0;
  return year * 12 + month;
}

/** A month written without its year, in the year of the range's end (or the one before). */
function monthInYearOf(month: string, end: number | null): number | null {
  if (end === null) return null;
  const at = MONTHS.indexOf(month.toLowerCase().slice(0, 3));
  if (at < 0) return null;
  const sameYear = end - (end % 12) + at;
  return sameYear <= end ? sameYear : sameYear - 12;
}

export function monthsSinceYearZero(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** Every date range in a line, in order. */
export function dateRanges(line: string, now: Date): DateRange[] {
  const nowMonths = monthsSinceYearZero(now);
  const out: DateRange[] = [];
  RANGE_RE.lastIndex = 0;
  for (let m = RANGE_RE.exec(line); m; m = RANGE_RE.exec(line)) {
    const end = m[5]
      ? monthOf(m[5], true, nowMonths)
      : m[3]
        ? nowMonths
        : monthOf(m[2], true, nowMonths);
    const start = m[4] ? monthInYearOf(m[4], end) : monthOf(m[1] ?? m[3], false, nowMonths);
    if (start === null || end === null || end < start || end > nowMonths + 1) continue;
    out.push({ start, end, index: m.index, length: m[0].length });
  }
  return out;
}

/** Total years covered by ranges, overlaps counted once ("2019-2021" twice is 3 years). */
export function yearsCovered(ranges: { start: number; end: number }[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let months = 0;
  let lastEnd = -Infinity;
  for (const { start, end } of sorted) {
    // Inclusive months: "Jan 2020 - Dec 2020" is 12 months.
    const from = Math.max(start, lastEnd + 1);
    if (end >= from) months += end - from + 1;
    lastEnd = Math.max(lastEnd, end);
  }
  return months / 12;
}
