import { validateJobs } from "@/lib/discover/background/validate-jobs";
import type { DiscoveredJob } from "@/lib/discover/types";
import { postingHtml, startDiscoverFeeds, type DiscoverFeeds } from "../support/discover-feeds";

let feeds: DiscoverFeeds;

const candidate = (index: number): DiscoveredJob => ({
  id: `remotive-${index}`,
  title: `Engineer ${index}`,
  company: `Company ${index}`,
  location: "Remote",
  date: "2026-11-20",
  salary: "",
  description: "Build things.",
  url: `${feeds.origin}/postings/${index}`,
  contract_type: "",
  contract_time: "",
  source: "remotive",
  alsoOn: [],
  locations: ["Remote"],
  score: null,
});

const pagesAnsweringAfter = (count: number, delayMs: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `/postings/${index}`,
      { html: postingHtml(`Engineer ${index}`), delayMs },
    ]),
  );

beforeAll(async () => {
  feeds = await startDiscoverFeeds();
});
afterAll(() => feeds.close());

describe("validateJobs", () => {
  it("reads at most 8 pages at once", async () => {
    feeds.script({ pages: pagesAnsweringAfter(20, 150) });
    const jobs = Array.from({ length: 20 }, (_, index) => candidate(index));
    const outcome = await validateJobs(jobs, { allowPrivateNetwork: "loopback" });
    expect(outcome.kept.map((item) => item.validation)).toEqual(Array(20).fill("live"));
    expect(feeds.mostPagesAtOnce()).toBe(8);
  });

  it("keeps what it could not read within the budget, as not checked", async () => {
    feeds.script({ pages: pagesAnsweringAfter(12, 3_000) });
    const jobs = Array.from({ length: 12 }, (_, index) => candidate(index));
    const started = performance.now();
    const outcome = await validateJobs(jobs, { allowPrivateNetwork: "loopback", budgetMs: 300 });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(outcome.dropped).toEqual([]);
    expect(outcome.kept.map((item) => item.validation)).toEqual(Array(12).fill("not-checked"));
  });

  it("never reads a private page without the setting", async () => {
    feeds.script({ pages: pagesAnsweringAfter(1, 0) });
    feeds.requests.length = 0;
    const outcome = await validateJobs([candidate(0)], { allowPrivateNetwork: false });
    expect(outcome.kept[0].validation).toBe("not-checked");
    expect(feeds.requests).toEqual([]);
  });
});
