import { formatSalary } from "@/lib/extract/format-salary";
import { htmlToText, richTextToText } from "@/lib/extract/html-to-text";
import { findSalary, looksLikeJobPosting } from "@/lib/extract/job-signals";
import { salaryText } from "@/lib/extract/json-ld";

describe("formatSalary", () => {
  it.each([
    [{ min: 120000, max: 150000, currency: "USD", unit: "YEAR" }, "$120,000 - $150,000 a year"],
    [{ min: 150000, max: 120000, currency: "usd", unit: "year" }, "$120,000 - $150,000 a year"],
    [{ min: 4000, max: 5000, currency: "EUR", unit: "MONTH" }, "€4,000 - €5,000 a month"],
    [{ min: 25, max: 25, currency: "GBP", unit: "HOUR" }, "£25 an hour"],
    [{ min: 45.5, max: 45.5, currency: "USD", unit: "HOUR" }, "$45.50 an hour"],
    [{ min: 100000, currency: "CAD", unit: "YEAR" }, "From CAD 100,000 a year"],
    [{ max: 90000, currency: "USD" }, "Up to $90,000"],
    [{}, ""],
  ])("%j gives %s", (range, expected) => {
    expect(formatSalary(range)).toBe(expected);
  });
});

describe("salaryText (schema.org baseSalary)", () => {
  it.each([
    [
      { currency: "USD", value: { minValue: 120000, maxValue: 150000, unitText: "YEAR" } },
      "$120,000 - $150,000 a year",
    ],
    [{ currency: "USD", value: { value: 60, unitText: "HOUR" } }, "$60 an hour"],
    [{ currency: "GBP", value: 50000, unitText: "YEAR" }, "£50,000 a year"],
    [
      [{ currency: "EUR", value: { minValue: "3,000", maxValue: "4,000", unitText: "MONTH" } }],
      "€3,000 - €4,000 a month",
    ],
    ["not a salary", ""],
    [undefined, ""],
  ])("%j gives %s", (amount, expected) => {
    expect(salaryText(amount)).toBe(expected);
  });
});

describe("htmlToText", () => {
  it("keeps paragraphs, line breaks and bullets; drops scripts and styles", async () => {
    const html =
      "<h2>About</h2><p>We build &amp; ship.<br>Line&nbsp;two</p><script>evil()</script>" +
      "<style>p{color:red}</style><ul><li>One</li><li><p>Two</p></li><li>Three<ul><li>Nested</li></ul></li></ul>" +
      "<ol><li>First</li><li>Second</li></ol><p>End &lt;3</p>";
    expect(await htmlToText(html)).toBe(
      "About\n\nWe build & ship.\nLine two\n\n• One\n• Two\n• Three\n  • Nested\n\n1. First\n2. Second\n\nEnd <3",
    );
  });

  it("reads escaped HTML and plain text with line breaks", async () => {
    expect(await richTextToText("&lt;p&gt;A &amp;amp; B&lt;/p&gt;")).toBe("A & B");
    expect(await richTextToText("Line one\nLine two\n\nNew paragraph & more")).toBe(
      "Line one\nLine two\n\nNew paragraph & more",
    );
  });
});

describe("job signals", () => {
  it.each([
    ["Pay is $120,000 - $150,000 a year.", "$120,000 - $150,000 a year"],
    ["Earn £30 an hour", "£30 an hour"],
    ["Salary: $90k-$110k", "$90k-$110k"],
    ["A loaf costs $5.", ""],
  ])("finds the salary in %s", (text, expected) => {
    expect(findSalary(text)).toBe(expected);
  });

  it("tells a posting from an article", () => {
    const posting =
      "We are hiring a nurse. Responsibilities include patient care across the ward. " +
      "Requirements: a valid licence and 2 years of experience with acute care. " +
      "Apply through our site; full-time with benefits. ".repeat(2);
    const article =
      "Sourdough rewards patience. Feed your starter twice a day and keep it warm. " +
      "Use a kitchen scale, because flour by volume varies a lot and hydration matters. ".repeat(2);
    expect(looksLikeJobPosting(posting)).toBe(true);
    expect(looksLikeJobPosting(article)).toBe(false);
  });
});
