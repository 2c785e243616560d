/**
 * @jest-environment node
 */
import { mergeResults } from "@/lib/discover/merge";
import { rankResults } from "@/lib/discover/rank";
import { discoverSettings } from "@/lib/discover/settings";
import { searchAllSources } from "@/lib/discover/search-sources";
import type { DiscoverFilters } from "@/lib/discover/types";
import { startFakeJobSources, type FakeJobSources } from "../../support/job-sources";

// The whole path of a search as POST /api/discover runs it: every source of the fake,
// merged, ranked against a résumé.

const RESUME = [
  "Jane Doe",
  "Frontend Engineer, Northwind (2019 - Present)",
  "- Built a React and TypeScript dashboard for 40,000 customers, with an accessible component library.",
  "- Wrote Jest and Playwright tests; cut page load time by 40%.",
  "Skills: React, TypeScript, CSS, REST APIs, Next.js, GraphQL",
].join("\n");

const FILTERS: DiscoverFilters = {
  titles: ["Frontend Engineer", "Data Engineer"],
  keywords: ["React"],
  location: "",
  salary: "",
  jobType: "any",
  workArrangement: "any",
};

let fake: FakeJobSources;
beforeAll(async () => {
  fake = await startFakeJobSources();
});
afterAll(() => fake.close());

test("all ten sources answer; one posting on two sources and one in two cities are merged; the best fit leads", async () => {
  const outcome = await searchAllSources(FILTERS, { page: 1 }, discoverSettings(null, fake.env));
  expect(outcome.reports.map((report) => [report.source, report.ok])).toEqual(
    [
      "remotive",
      "arbeitnow",
      "themuse",
      "remoteok",
      "greenhouse",
      "lever",
      "ashby",
      "adzuna",
      "usajobs",
      "jooble",
    ].map((source) => [source, true]),
  );
  const merged = mergeResults(outcome.jobs);
  const frontend = merged.find((job) => job.id === "remotive-1900003");
  expect(frontend).toMatchObject({ alsoOn: ["remoteok"], title: "Frontend Engineer" });
  expect(merged.find((job) => job.id === "remoteok-1140003")).toBeUndefined();
  const data = merged.find((job) => job.id.startsWith("greenhouse-40123"));
  expect(data?.locations).toEqual(["Remote - US", "Toronto, ON"]);
  expect(merged.length).toBe(outcome.jobs.length - 2);

  const ranked = rankResults(merged, RESUME);
  expect(ranked.sorted).toBe("relevance");
  expect(ranked.jobs[0].id).toBe("remotive-1900003");
  expect(ranked.jobs.every((job) => typeof job.score === "number")).toBe(true);
  const scores = ranked.jobs.map((job) => job.score!);
  expect([...scores].sort((a, b) => b - a)).toEqual(scores);
});

test("a keyword is looked for in the text, not in the markup", async () => {
  const outcome = await searchAllSources(
    { ...FILTERS, titles: [], keywords: ["div"] },
    { page: 1 },
    discoverSettings(null, { ...fake.env, DISCOVER_SOURCES: "lever" }),
  );
  // Lever's descriptions are wrapped in <div>; none says "div".
  expect(outcome.jobs).toEqual([]);
  expect(outcome.reports).toEqual([{ source: "lever", ok: true, count: 0 }]);
});
