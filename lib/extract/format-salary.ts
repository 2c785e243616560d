const SYMBOLS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£" };

const UNITS: Record<string, string> = {
  YEAR: "a year",
  MONTH: "a month",
  WEEK: "a week",
  DAY: "a day",
  HOUR: "an hour",
};

export interface SalaryRange {
  min?: number;
  max?: number;
  /** ISO 4217 code; the symbol is used for USD, EUR and GBP, the code otherwise. */
  currency?: string;
  /** schema.org unitText (YEAR, MONTH, WEEK, DAY, HOUR), case-insensitive. */
  unit?: string;
}

/** Reads a number that may come as a string ("120000", "120,000.00"). */
export function toAmount(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== "string") return undefined;
  const parsed = Number(value.replace(/[,\s]/g, ""));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}

function money(amount: number, currency: string | undefined): string {
  const code = currency?.trim().toUpperCase();
  // Cents show as a pair ("$45.50"), whole amounts without ("$120,000").
  const cents = Number.isInteger(amount) ? 0 : 2;
  const number = new Intl.NumberFormat("en-US", {
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(amount);
  if (!code) return number;
  const symbol = SYMBOLS[code];
  return symbol ? `${symbol}${number}` : `${code} ${number}`;
}

/** Maps units such as "per-year-salary", "1 YEAR", "hourly" to a schema.org unit. */
export function normaliseUnit(unit: string | undefined): string | undefined {
  const text = unit?.toUpperCase() ?? "";
  if (/HOUR/.test(text)) return "HOUR";
  if (/DAY|DAILY/.test(text)) return "DAY";
  if (/WEEK/.test(text)) return "WEEK";
  if (/MONTH/.test(text)) return "MONTH";
  if (/YEAR|ANNUAL|ANNUM/.test(text)) return "YEAR";
  return undefined;
}

/** "$120,000 - $150,000 a year", "From €50,000 a year", "£20 an hour"; "" when unknown. */
export function formatSalary({ min, max, currency, unit }: SalaryRange): string {
  const per = UNITS[normaliseUnit(unit) ?? ""];
  const suffix = per ? ` ${per}` : "";
  if (min && max && min !== max) {
    const [low, high] = min < max ? [min, max] : [max, min];
    return `${money(low, currency)} - ${money(high, currency)}${suffix}`;
  }
  if (min && max) return `${money(min, currency)}${suffix}`;
  if (min) return `From ${money(min, currency)}${suffix}`;
  if (max) return `Up to ${money(max, currency)}${suffix}`;
  return "";
}
