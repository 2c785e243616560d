const UNITS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: "year", seconds: 365 * 24 * 3600 },
  { unit: "month", seconds: 30 * 24 * 3600 },
  { unit: "week", seconds: 7 * 24 * 3600 },
  { unit: "day", seconds: 24 * 3600 },
  { unit: "hour", seconds: 3600 },
  { unit: "minute", seconds: 60 },
];

/** 1234567 -> "1,234,567", as Intl writes it in English. */
function withThousands(value: number): string {
  const digits = String(value);
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3)
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(",");
}

/**
 * What `new Intl.RelativeTimeFormat("en", { numeric: "always" }).format(value, unit)` says
 * for a whole, non-zero value ('3 days ago', 'in 1 hour'), written out: the first Intl
 * formatter a page builds loads the locale data, 15-25 ms on the dashboard's first render.
 */
export function formatEnglishRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const count = Math.abs(value);
  const phrase = `${withThousands(count)} ${unit}${count === 1 ? "" : "s"}`;
  return value < 0 ? `${phrase} ago` : `in ${phrase}`;
}

/** 'just now', '5 minutes ago', '2 days ago'...; an unreadable date gives ''. */
export function formatRelativeTime(date: string | Date, now: Date = new Date()): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return "";
  const diffSeconds = (time - now.getTime()) / 1000;
  const elapsed = Math.abs(diffSeconds);
  if (elapsed < 60) return "just now";
  const { unit, seconds } =
    UNITS.find((candidate) => elapsed >= candidate.seconds) ?? UNITS[UNITS.length - 1];
  const value = Math.floor(elapsed / seconds);
  return formatEnglishRelative(diffSeconds < 0 ? -value : value, unit);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

let eraDateFormatter: Intl.DateTimeFormat | null = null;

/**
 * 'Mar 5, 2026' (what Intl's English medium date says), in the browser's time zone; an
 * unreadable date gives ''. Written out for the Common Era, like the relative times: the
 * first Intl formatter a page builds costs it the locale data.
 */
export function formatDate(date: string | Date): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return "";
  const year = value.getFullYear();
  if (year < 1) {
    eraDateFormatter ??= new Intl.DateTimeFormat("en", { dateStyle: "medium" });
    return eraDateFormatter.format(value);
  }
  return `${MONTHS[value.getMonth()]} ${value.getDate()}, ${year}`;
}
