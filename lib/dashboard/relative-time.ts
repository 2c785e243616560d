const UNITS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: "year", seconds: 365 * 24 * 3600 },
  { unit: "month", seconds: 30 * 24 * 3600 },
  { unit: "week", seconds: 7 * 24 * 3600 },
  { unit: "day", seconds: 24 * 3600 },
  { unit: "hour", seconds: 3600 },
  { unit: "minute", seconds: 60 },
];

const formatter = new Intl.RelativeTimeFormat("en", { numeric: "always" });

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
  return formatter.format(diffSeconds < 0 ? -value : value, unit);
}

const dateFormatter = new Intl.DateTimeFormat("en", { dateStyle: "medium" });

/** 'Mar 5, 2026'; an unreadable date gives ''. */
export function formatDate(date: string | Date): string {
  const value = new Date(date);
  return Number.isNaN(value.getTime()) ? "" : dateFormatter.format(value);
}
