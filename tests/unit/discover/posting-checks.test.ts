/**
 * @jest-environment node
 */
// Node, not jsdom: the checks sit beside the safe fetch, which loads the Prisma client.
import { staleNote } from "@/lib/discover/background/stale-note";
import { hasJobPostingData, visibleText } from "@/lib/discover/background/page-text";
import { isGenericCareersPage, readPostingPage } from "@/lib/discover/background/validate-posting";
import type { DiscoveredJob } from "@/lib/discover/types";

const POSTING = `<html><head><style>p{color:red}</style><script>var apply = "<p>";</script></head>
<body><h1>Backend Engineer</h1><h2>About the role</h2><p>You will build APIs &amp; services.</p>
<h2>Requirements</h2><ul><li>5+ years of experience with Go</li></ul>
<p>Benefits: salary, equity, paid time off. Full-time. Apply below; we are an equal opportunity employer and welcome every applicant.</p></body></html>`;

describe("visibleText", () => {
  it("keeps the text, drops scripts and styles, decodes common entities", () => {
    const text = visibleText(POSTING);
    expect(text).toContain("You will build APIs & services.");
    expect(text).not.toContain("color:red");
    expect(text).not.toContain("var apply");
  });

  it("ends an unclosed tag or script at the end of the page", () => {
    expect(visibleText("Hello <b")).toBe("Hello");
    expect(visibleText("Hi <script>never closed")).toBe("Hi");
  });

  it("reads a large hostile page in linear time", () => {
    const hostile = "<".repeat(500_000) + "<script>".repeat(50_000);
    const started = performance.now();
    visibleText(hostile);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("hasJobPostingData", () => {
  it.each([
    ['<script type="application/ld+json">{"@type": "JobPosting"}</script>', true],
    ['<script type="application/ld+json">{"@type":["JobPosting"]}</script>', true],
    ['<div itemtype="https://schema.org/JobPosting"></div>', true],
    ['<script type="application/ld+json">{"@type": "Article"}</script>', false],
  ])("%s -> %s", (html, expected) => {
    expect(hasJobPostingData(html)).toBe(expected);
  });
});

describe("isGenericCareersPage", () => {
  it.each([
    ["https://acme.com/jobs/123", "https://acme.com/careers", true],
    ["https://acme.com/jobs/123", "https://acme.com/en-us/careers/jobs/", true],
    ["https://acme.com/jobs/123", "https://acme.com/", true],
    ["https://acme.com/jobs/123", "https://acme.com/jobs/123/", false],
    ["https://acme.com/jobs/123", "https://jobs.acme.com/posting/123-backend", false],
    ["https://acme.com/careers", "https://acme.com/careers", false],
  ])("%s landing on %s -> %s", (requested, landed, expected) => {
    expect(isGenericCareersPage(requested, landed)).toBe(expected);
  });
});

describe("readPostingPage", () => {
  const url = "https://acme.com/jobs/1";

  it("calls a posting live", () => {
    expect(readPostingPage(url, url, POSTING)).toEqual({ verdict: "live" });
  });

  it.each([
    "This job is no longer accepting applications.",
    "Sorry, this position has been filled.",
    "The job has expired.",
    "Applications are now closed.",
  ])("drops a page that says it closed: %s", (notice) => {
    const page = POSTING.replace("<h1>", `<div>${notice}</div><h1>`);
    expect(readPostingPage(url, url, page).verdict).toBe("gone");
  });

  it("drops a redirect to the careers page", () => {
    expect(readPostingPage(url, "https://acme.com/careers", POSTING)).toMatchObject({
      verdict: "gone",
      reason: "redirected to a careers page",
    });
  });

  it("drops a readable page that is not a posting", () => {
    const article = `<article>${"We moved our builds to a faster cache this spring. ".repeat(20)}</article>`;
    expect(readPostingPage(url, url, article).verdict).toBe("not-a-job");
  });

  it("keeps, unchecked, a page drawn by scripts (too little text to tell)", () => {
    const shell = '<div id="root"></div><script src="/app.js"></script>';
    expect(readPostingPage(url, url, shell).verdict).toBe("not-checked");
  });
});

describe("staleNote", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const job = (overrides: Partial<DiscoveredJob>): DiscoveredJob => ({
    id: "x-1",
    title: "Backend Engineer",
    company: "Acme",
    location: "Remote",
    date: "2026-11-20",
    salary: "$120,000",
    description: "Requirements: 5+ years of experience with Go and PostgreSQL.",
    url: "https://acme.com/jobs/1",
    contract_type: "full-time",
    contract_time: "full_time",
    source: "remotive",
    alsoOn: [],
    locations: ["Remote"],
    score: null,
    ...overrides,
  });

  it("says nothing about a fresh posting with pay and requirements", () => {
    expect(staleNote(job({}), now)).toBeUndefined();
  });

  it("names each sign, hedged", () => {
    expect(staleNote(job({ date: "2026-09-01", salary: "" }), now)).toBe(
      "Possibly stale: posted 86 days ago, no salary listed. Worth checking before you apply.",
    );
    expect(staleNote(job({ description: "Join us." }), now)).toBe(
      "Possibly stale: no requirements listed. Worth checking before you apply.",
    );
  });

  it("does not count an unknown date as old", () => {
    expect(staleNote(job({ date: "" }), now)).toBeUndefined();
  });
});
