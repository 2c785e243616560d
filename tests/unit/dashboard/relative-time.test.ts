import {
  formatDate,
  formatEnglishRelative,
  formatRelativeTime,
} from "@/lib/dashboard/relative-time";

const now = new Date("2026-03-10T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("formatRelativeTime", () => {
  it.each([
    [10, "just now"],
    [59, "just now"],
    [60, "1 minute ago"],
    [5 * 60, "5 minutes ago"],
    [3 * 3600, "3 hours ago"],
    [2 * 86400, "2 days ago"],
    [14 * 86400, "2 weeks ago"],
    [65 * 86400, "2 months ago"],
    [800 * 86400, "2 years ago"],
  ])("%i seconds ago -> %s", (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(expected);
  });

  it("reads ISO strings and tolerates bad input", () => {
    expect(formatRelativeTime("2026-03-10T11:00:00Z", now)).toBe("1 hour ago");
    expect(formatRelativeTime("not a date", now)).toBe("");
  });

  it("treats a slightly future time (clock skew) as just now", () => {
    expect(formatRelativeTime(ago(-20), now)).toBe("just now");
  });
});

describe("formatEnglishRelative", () => {
  const intl = new Intl.RelativeTimeFormat("en", { numeric: "always" });
  const units = ["minute", "hour", "day", "week", "month", "year"] as const;
  const values = [1, 2, 5, 11, 59, 100, 999, 1000, 1234, 25_000, 1_234_567];

  it("says what Intl.RelativeTimeFormat says in English, past and future", () => {
    for (const unit of units) {
      for (const value of values) {
        expect(formatEnglishRelative(-value, unit)).toBe(intl.format(-value, unit));
        expect(formatEnglishRelative(value, unit)).toBe(intl.format(value, unit));
      }
    }
  });
});

describe("formatDate", () => {
  it("formats a medium date", () => {
    expect(formatDate("2026-03-05T12:00:00Z")).toBe("Mar 5, 2026");
    expect(formatDate("nope")).toBe("");
  });

  it("says what Intl's English medium date says, in the local time zone", () => {
    const intl = new Intl.DateTimeFormat("en", { dateStyle: "medium" });
    const dates = [
      new Date(2026, 0, 1, 0, 0),
      new Date(2026, 11, 31, 23, 59),
      new Date(1999, 1, 28, 12),
      new Date(2024, 1, 29, 8),
      new Date(999, 6, 4),
      new Date(12345, 9, 10),
      new Date("2026-06-15T23:30:00Z"),
      new Date(-62198755200000), // the year 0, which Intl counts as 1 BC
    ];
    for (let month = 0; month < 12; month++) dates.push(new Date(2025, month, 15 + month));
    for (const date of dates) expect(formatDate(date)).toBe(intl.format(date));
  });
});
