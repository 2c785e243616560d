import { emptyJobsMessage, queryJobs, type JobQuery } from "@/lib/dashboard/recent-jobs";
import { makeJob } from "./job-fixtures";

const jobs = [
  makeJob({
    id: "a",
    title: "Frontend Engineer",
    company: "beta labs",
    description: "React and TypeScript",
    status: "applied",
    createdAt: "2026-01-02T00:00:00Z",
    updatedAt: "2026-02-10T00:00:00Z",
  }),
  makeJob({
    id: "b",
    title: "Data Scientist",
    company: "Acme",
    description: "Python, statistics",
    status: "prospect",
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-02-01T00:00:00Z",
  }),
  makeJob({
    id: "c",
    title: "Platform Engineer",
    company: "Zeta",
    description: "Kubernetes",
    status: "applied",
    createdAt: "2026-01-03T00:00:00Z",
    updatedAt: "2026-02-20T00:00:00Z",
  }),
];

const query = (overrides: Partial<JobQuery> = {}): JobQuery => ({
  term: "",
  status: "all",
  sort: "recent",
  ...overrides,
});
const ids = (list: { id: string }[]) => list.map((job) => job.id);

describe("queryJobs", () => {
  it("sorts by most recently updated by default", () => {
    expect(ids(queryJobs(jobs, query()))).toEqual(["c", "a", "b"]);
  });

  it("sorts oldest first by creation date", () => {
    expect(ids(queryJobs(jobs, query({ sort: "oldest" })))).toEqual(["b", "a", "c"]);
  });

  it("sorts by company A-Z ignoring case", () => {
    expect(ids(queryJobs(jobs, query({ sort: "company" })))).toEqual(["b", "a", "c"]);
  });

  it.each([
    ["engineer", ["c", "a"]],
    ["ACME", ["b"]],
    ["kubernetes", ["c"]],
    ["  python ", ["b"]],
    ["nothing like this", []],
  ])("searches title, company and description for %j", (term, expected) => {
    expect(ids(queryJobs(jobs, query({ term })))).toEqual(expected);
  });

  it("filters by status, combined with search", () => {
    expect(ids(queryJobs(jobs, query({ status: "applied" })))).toEqual(["c", "a"]);
    expect(ids(queryJobs(jobs, query({ status: "applied", term: "frontend" })))).toEqual(["a"]);
    expect(queryJobs(jobs, query({ status: "offer" }))).toEqual([]);
  });

  it("does not reorder the input list", () => {
    const input = [...jobs];
    queryJobs(input, query({ sort: "company" }));
    expect(ids(input)).toEqual(["a", "b", "c"]);
  });
});

describe("emptyJobsMessage", () => {
  it("is null when there are results", () => {
    expect(emptyJobsMessage(3, 1, query())).toBeNull();
  });

  it("invites adding a first job when there are none", () => {
    expect(emptyJobsMessage(0, 0, query({ term: "x" }))).toBe(
      "No jobs yet. Add your first job below!",
    );
  });

  it("names the search term", () => {
    expect(emptyJobsMessage(3, 0, query({ term: " golang ", status: "offer" }))).toBe(
      'No jobs found matching "golang"',
    );
  });

  it("names the status label", () => {
    expect(emptyJobsMessage(3, 0, query({ status: "interviewing" }))).toBe(
      'No jobs found with status "Interviewing"',
    );
  });
});
