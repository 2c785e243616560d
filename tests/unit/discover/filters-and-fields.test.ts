/**
 * @jest-environment node
 */
import { discoverSettings, MAX_BOARDS_PER_SOURCE } from "@/lib/discover/settings";
import {
  contractType,
  fromEpoch,
  fromIsoText,
  jobId,
  link,
  str,
} from "@/lib/discover/sources/fields";
import { matchesFilters, salaryFloor } from "@/lib/discover/sources/filters";
import { stripHtml } from "@/lib/discover/sources/strip-html";
import type { DiscoverFilters, SourceJob } from "@/lib/discover/types";

const FILTERS: DiscoverFilters = {
  titles: [],
  keywords: [],
  location: "",
  salary: "",
  jobType: "any",
  workArrangement: "any",
};
const JOB: SourceJob = {
  id: "x-1",
  title: "Senior Frontend Engineer",
  company: "Acme",
  location: "Austin, Texas",
  date: "",
  salary: "$60 - $70 an hour",
  description: "Work with React and GraphQL.",
  url: "https://example.com",
  contract_type: "full-time",
  contract_time: "full_time",
  source: "remotive",
};
const passes = (filters: Partial<DiscoverFilters>, job: Partial<SourceJob> = {}) =>
  matchesFilters({ ...JOB, ...job }, { ...FILTERS, ...filters });

test.each<[string, Partial<DiscoverFilters>, Partial<SourceJob>, boolean]>([
  ["every word of a title, in any order", { titles: ["engineer frontend"] }, {}, true],
  ["a title with a word the job lacks", { titles: ["Backend Engineer"] }, {}, false],
  ["a keyword in the description", { keywords: ["graphql"] }, {}, true],
  ["a title or a keyword is enough", { titles: ["Nurse"], keywords: ["React"] }, {}, true],
  ["the first part of a place", { location: "Austin, TX" }, {}, true],
  ["another place", { location: "Boston" }, {}, false],
  ["Remote keeps remote jobs", { location: "remote" }, { remote: true }, true],
  ["Remote drops on-site jobs", { location: "Remote" }, { remote: false }, false],
  [
    "Remote reads the place when the source does not say",
    { location: "Remote" },
    { location: "Worldwide" },
    true,
  ],
  [
    "hybrid from the source's workplace",
    { workArrangement: "hybrid" },
    { workplace: "hybrid" },
    true,
  ],
  ["in-person drops remote jobs", { workArrangement: "in-person" }, { remote: true }, false],
  ["a job type that differs", { jobType: "contract" }, {}, false],
  ["an unknown job type is kept", { jobType: "contract" }, { contract_type: "" }, true],
  ["hourly pay compared by the year", { salary: "$120k+" }, {}, true],
  ["pay under the floor", { salary: "150000" }, {}, false],
  ["no salary is kept", { salary: "$200k" }, { salary: "" }, true],
])("filters on our side: %s", (_, filters, job, expected) => {
  expect(passes(filters, job)).toBe(expected);
});

test("salary floors from what people type", () => {
  expect(salaryFloor("$120k+")).toBe(120_000);
  expect(salaryFloor("90000-120000")).toBe(90_000);
  expect(salaryFloor("€85.000")).toBe(85_000);
  expect(salaryFloor("")).toBeNull();
  expect(salaryFloor("competitive")).toBeNull();
});

test("dates: epochs in seconds or milliseconds, ISO with or without a zone, junk as empty", () => {
  expect(fromEpoch(1767225600)).toBe("2026-01-01T00:00:00.000Z");
  expect(fromEpoch(1767225600000)).toBe("2026-01-01T00:00:00.000Z");
  expect(fromEpoch("1767225600")).toBe("2026-01-01T00:00:00.000Z");
  expect(fromEpoch(null)).toBe("");
  expect(fromIsoText("2026-02-20T11:02:03-05:00")).toBe("2026-02-20T16:02:03.000Z");
  expect(fromIsoText("2026-09-20T00:00:00.0000000")).toBe("2026-09-20T00:00:00.000Z");
  expect(fromIsoText("2026-02-12")).toBe("2026-02-12T00:00:00.000Z");
  expect(fromIsoText("yesterday")).toBe("");
  expect(fromIsoText(42)).toBe("");
});

test("fields: types, ids, links and text are read defensively", () => {
  expect(
    [
      "Full-time",
      "full_time",
      "FullTime",
      "Contractor",
      "Intern",
      "Temporary",
      "Werkstudent",
      "Part-Time",
    ].map(contractType),
  ).toEqual([
    "full-time",
    "full-time",
    "full-time",
    "contract",
    "internship",
    "temporary",
    "internship",
    "part-time",
  ]);
  expect(jobId("lever", "3f1c/../0001")).toBe("lever-3f1c_.._0001");
  expect(jobId("lever", null)).toBe("");
  expect(link("javascript:alert(1)")).toBe("");
  expect(link(" https://example.com/a ")).toBe("https://example.com/a");
  expect(str({ nested: true })).toBe("");
  expect(str("  two   words ")).toBe("two words");
  expect(str("x".repeat(1000))).toHaveLength(300);
});

test("the linear stripper: tags, escaped HTML, entities, scripts", () => {
  expect(stripHtml("<p>PHP &amp; Go.</p><ul><li>One</li><li>Two</li></ul>")).toBe(
    "PHP & Go.\n\n• One\n• Two",
  );
  expect(stripHtml("&lt;p&gt;Own pipelines.&lt;/p&gt;")).toBe("Own pipelines.");
  expect(stripHtml("<script>alert(1)</script>Hi &#x41;&#66;")).toBe("Hi AB");
  expect(stripHtml("a < b and c")).toBe("a < b and c");
});

test("settings: operator and user boards merged, bad and repeated names dropped, capped", () => {
  const settings = discoverSettings(
    { greenhouseBoards: ["acme", "Beta", "../etc", "acme"], leverSites: ["eu:euro"] },
    { DISCOVER_GREENHOUSE_BOARDS: "beta, gamma ,", DISCOVER_LEVER_SITES: "eu:bad/name" },
  );
  expect(settings.greenhouseBoards).toEqual(["beta", "gamma", "acme"]);
  expect(settings.leverSites).toEqual(["eu:euro"]);
  expect(settings.ashbyBoards).toEqual([]);
  const many = Array.from({ length: 50 }, (_, index) => `board${index}`);
  expect(discoverSettings({ ashbyBoards: many }, {}).ashbyBoards).toHaveLength(
    MAX_BOARDS_PER_SOURCE,
  );
});

test("a description too deep for the DOM reader is read by the linear stripper, the others by the DOM", async () => {
  const { renderRichTextBatch } = await import("@/lib/discover/sources/clean-batch");
  const deep = `${"<div>".repeat(600)}Deep text${"</div>".repeat(600)}`;
  const [fine, deepText] = await renderRichTextBatch(["<p>One</p><p>Two</p>", deep]);
  expect(fine).toBe("One\n\nTwo");
  expect(deepText).toBe("Deep text");
});
