import { demoJobs } from "@/lib/discover/demo-jobs";
import { clearScoreCache, rankResults, rankResultsInSlices } from "@/lib/discover/rank";
import type { DiscoveredJob, DiscoverFilters } from "@/lib/discover/types";
import { analyzeFit } from "@/lib/match";

const RESUME = [
  "Jane Doe",
  "Frontend Engineer, Northwind (2019 - Present)",
  "- Built a React and TypeScript dashboard used by 40,000 customers.",
  "- Wrote Jest and Playwright tests for a component library.",
  "Skills: React, TypeScript, CSS, Next.js, GraphQL",
].join("\n");

const result = (id: string, title: string, description: string, date: string): DiscoveredJob => ({
  id,
  title,
  company: "Acme",
  location: "Remote",
  date,
  salary: "",
  description,
  url: `https://example.com/${id}`,
  contract_type: "",
  contract_time: "",
  source: "remotive",
  alsoOn: [],
  locations: ["Remote"],
  score: null,
});

const FRONTEND = result(
  "fe",
  "Frontend Engineer",
  "Requirements: 3+ years with React and TypeScript. Experience with Jest and CSS. Next.js is a plus.",
  "2026-01-01",
);
const NURSE = result(
  "rn",
  "Registered Nurse",
  "Requirements: an active RN licence, BLS certification and 2 years of acute care experience.",
  "2026-02-01",
);

afterEach(clearScoreCache);

test("with a résumé: every result carries the workbench's fit score and the best fit comes first", () => {
  const ranked = rankResults([NURSE, FRONTEND], RESUME);
  expect(ranked.sorted).toBe("relevance");
  expect(ranked.jobs.map((job) => job.id)).toEqual(["fe", "rn"]);
  // The same call the workbench makes (lib/jobs/generation-context.ts).
  const expected = analyzeFit({
    resumeText: RESUME,
    jobTitle: FRONTEND.title,
    jobDescription: FRONTEND.description,
  });
  expect(ranked.jobs[0].score).toBe(expected.score);
  expect(ranked.jobs[0].score!).toBeGreaterThan(ranked.jobs[1].score!);
});

test("without a résumé: no scores, newest first", () => {
  for (const resume of [null, "   "]) {
    const ranked = rankResults([FRONTEND, NURSE], resume);
    expect(ranked.sorted).toBe("date");
    expect(ranked.jobs.map((job) => [job.id, job.score])).toEqual([
      ["rn", null],
      ["fe", null],
    ]);
  }
});

test("a remembered score is the same number as a fresh one", () => {
  const first = rankResults([FRONTEND], RESUME).jobs[0].score;
  const again = rankResults([FRONTEND], RESUME).jobs[0].score;
  expect(again).toBe(first);
});

test("ranking in slices gives the same scores and order, and stops when the request is aborted", async () => {
  const many = Array.from({ length: 45 }, (_, index) =>
    result(
      `job-${index}`,
      index % 2 ? FRONTEND.title : NURSE.title,
      `${index % 2 ? FRONTEND.description : NURSE.description} Team ${index}.`,
      `2026-01-${String(1 + (index % 28)).padStart(2, "0")}`,
    ),
  );
  const sliced = await rankResultsInSlices(many, RESUME);
  clearScoreCache();
  const whole = rankResults(many, RESUME);
  expect(sliced).toEqual(whole);
  clearScoreCache();
  const controller = new AbortController();
  controller.abort(new Error("request aborted"));
  await expect(rankResultsInSlices(many, RESUME, { signal: controller.signal })).rejects.toThrow(
    "request aborted",
  );
});

const FILTERS: DiscoverFilters = {
  titles: [],
  keywords: [],
  location: "",
  salary: "",
  jobType: "any",
  workArrangement: "any",
};

test("demo jobs: demo- ids, contract_type demo, matching the search's words when any match", () => {
  const all = demoJobs(FILTERS);
  expect(all.length).toBeGreaterThanOrEqual(4);
  for (const job of all) {
    expect(job.id).toMatch(/^demo-/);
    expect(job).toMatchObject({ contract_type: "demo", source: "demo", score: null, alsoOn: [] });
    expect(new URL(job.url).hostname).toBe("example.com");
  }
  expect(demoJobs({ ...FILTERS, titles: ["Data Analyst"] }).map((job) => job.id)).toEqual([
    "demo-data-analyst",
  ]);
  // Nothing matches: every demo job, so the screen still shows what a result looks like.
  expect(demoJobs({ ...FILTERS, keywords: ["zzz-nothing"] })).toHaveLength(all.length);
});
