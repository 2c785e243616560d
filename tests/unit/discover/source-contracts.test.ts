/**
 * @jest-environment node
 */
import { discoverSettings } from "@/lib/discover/settings";
import { searchAllSources } from "@/lib/discover/search-sources";
import type { DiscoverFilters, SourceJob } from "@/lib/discover/types";
import {
  startFakeJobSources,
  type FakeJobSources,
  type FakeSourceName,
} from "../../support/job-sources";

// Each adapter against the loopback fake speaking its source's wire format.

const ANY: DiscoverFilters = {
  titles: [],
  keywords: [],
  location: "",
  salary: "",
  jobType: "any",
  workArrangement: "any",
};

let fake: FakeJobSources | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function searchOne(source: FakeSourceName, filters: Partial<DiscoverFilters> = {}, page = 1) {
  fake = await startFakeJobSources({ sources: [source] });
  const outcome = await searchAllSources(
    { ...ANY, ...filters },
    { page },
    discoverSettings(null, fake.env),
  );
  const byId = (id: string) => outcome.jobs.find((job) => job.id === id) as SourceJob;
  return { ...outcome, byId };
}

test("Remotive: zone-less dates read as UTC, free-text salary, credit and link back", async () => {
  const { jobs, reports, byId } = await searchOne("remotive");
  expect(reports).toEqual([{ source: "remotive", ok: true, count: 3 }]);
  expect(jobs).toHaveLength(3);
  expect(byId("remotive-1900001")).toMatchObject({
    title: "Senior Python Developer",
    company: "Northwind",
    location: "Europe",
    date: "2026-02-15T10:23:26.000Z",
    salary: "$90,000 - $110,000",
    description: "Build services in Python and Django.",
    url: "https://remotive.com/remote-jobs/software-dev/x-1900001",
    contract_type: "full-time",
    contract_time: "full_time",
    source: "remotive",
    remote: true,
    attribution: {
      text: "Remotive",
      url: "https://remotive.com/remote-jobs/software-dev/x-1900001",
    },
  });
  // Missing optional fields (no logo, no salary, an empty job_type) are simply empty.
  expect(byId("remotive-1900002")).toMatchObject({
    salary: "",
    contract_type: "",
    contract_time: "",
  });
});

test("RemoteOK: the legal notice first is not a job; salary 0 means unknown; epoch as the fallback date", async () => {
  const { jobs, byId } = await searchOne("remoteok");
  expect(jobs.map((job) => job.id).sort()).toEqual([
    "remoteok-1140001",
    "remoteok-1140002",
    "remoteok-1140003",
  ]);
  expect(byId("remoteok-1140001")).toMatchObject({
    title: "Senior React Developer",
    company: "Acme",
    salary: "$80,000 - $120,000 a year",
    date: "2025-12-31T16:53:20.000Z",
    description: "Build UIs.",
    attribution: { text: "Remote OK", url: "https://remoteok.com/remote-jobs/x-1140001" },
  });
  expect(byId("remoteok-1140002").salary).toBe("");
  // No `date`: the epoch (seconds) gives it.
  expect(byId("remoteok-1140003").date).toBe(new Date(1771232400 * 1000).toISOString());
  expect(byId("remoteok-1140003").contract_type).toBe("full-time");
});

test("Arbeitnow: Unix seconds, free-text job types, entity-decoded text, paging by ?page=", async () => {
  const first = await searchOne("arbeitnow");
  expect(first.byId("arbeitnow-be-dev-301001")).toMatchObject({
    title: "Backend Developer (m/w/d)",
    company: "Acme GmbH",
    location: "Berlin",
    date: new Date(1767225600 * 1000).toISOString(),
    description: "PHP & Go.",
    contract_type: "full-time",
    remote: true,
  });
  expect(first.byId("arbeitnow-ws-mkt-301002")).toMatchObject({
    contract_type: "internship",
    remote: false,
  });
  expect(fake!.requests.map((request) => request.query.page)).toEqual([["1"]]);
  await fake!.close();
  const second = await searchOne("arbeitnow", {}, 2);
  expect(fake!.requests[0].query.page).toEqual(["2"]);
  expect(second.jobs.map((job) => job.id)).toContain("arbeitnow-fe-13");
});

test("The Muse: 0-based page, remote as the 'Flexible / Remote' location, internships from levels", async () => {
  const { byId } = await searchOne("themuse", { location: "Remote" });
  expect(fake!.requests[0].query).toMatchObject({ page: ["0"], location: ["Flexible / Remote"] });
  expect(byId("themuse-14000001")).toMatchObject({
    title: "Software Engineer II",
    company: "AcmeCo",
    location: "Flexible / Remote",
    date: "2026-02-01T12:00:00.000Z",
    description: "Ship features.",
    url: "https://www.themuse.com/jobs/acmeco/se-ii-a1b2",
    remote: true,
  });
  // Chicago is not remote: the location filter is applied on our side too.
  expect(byId("themuse-14000002")).toBeUndefined();
});

test("Greenhouse: entity-escaped HTML becomes clean text; the board name gives the company when the answer has none", async () => {
  const { byId, jobs } = await searchOne("greenhouse");
  expect(fake!.requests[0]).toMatchObject({
    path: "/v1/boards/acmeco/jobs",
    query: { content: ["true"] },
  });
  const data = byId("greenhouse-4012345");
  expect(data).toMatchObject({
    title: "Data Engineer",
    company: "AcmeCo",
    location: "Remote - US",
    date: "2026-02-01T14:00:00.000Z",
    url: "https://boards.greenhouse.io/acmeco/jobs/4012345",
    remote: true,
  });
  expect(data.description).toMatch(/^Own pipelines in Python and SQL/);
  expect(data.description).not.toMatch(/[<>]|&lt;/);
  expect(byId("greenhouse-4012346")).toMatchObject({
    company: "Acmeco",
    description: "Sell.",
    contract_type: "full-time",
    date: "2026-02-18T13:30:00.000Z",
  });
  expect(jobs).toHaveLength(3);
});

test("Lever: epoch milliseconds, salary ranges with their interval, 'onsite', and the EU host for eu: sites", async () => {
  const { byId } = await searchOne("lever");
  expect(fake!.requests.map((request) => `${request.source}${request.path}`).sort()).toEqual([
    "lever-eu/v0/postings/eurocorp",
    "lever/v0/postings/acmeco",
  ]);
  expect(byId("lever-3f1c-0001")).toMatchObject({
    title: "Site Reliability Engineer",
    company: "Acmeco",
    location: "Toronto, ON; Remote - Canada",
    date: new Date(1767225600000).toISOString(),
    salary: "CAD 120,000 - CAD 150,000 a year",
    contract_type: "full-time",
    workplace: "hybrid",
  });
  expect(byId("lever-3f1c-0001").description).toContain("Requirements");
  expect(byId("lever-3f1c-0001").description).toContain("• Kubernetes");
  expect(byId("lever-3f1c-0002")).toMatchObject({
    salary: "$25 - $30 an hour",
    description: "Help customers.",
    contract_type: "part-time",
    remote: true,
  });
  expect(byId("lever-9e9e-0001")).toMatchObject({
    company: "Eurocorp",
    workplace: "on-site",
    remote: false,
  });
});

test("Ashby: unlisted jobs dropped, compensation per job, workplaceType before isRemote", async () => {
  const { byId, jobs } = await searchOne("ashby");
  expect(fake!.requests[0].query).toEqual({ includeCompensation: ["true"] });
  expect(jobs.map((job) => job.id).sort()).toEqual(["ashby-b000-0001", "ashby-b000-0002"]);
  expect(byId("ashby-b000-0001")).toMatchObject({
    title: "Product Designer",
    location: "Remote - US; New York",
    salary: "$120,000 - $150,000 a year",
    date: "2026-02-10T15:30:00.000Z",
    contract_type: "full-time",
    workplace: "remote",
    remote: true,
  });
  expect(byId("ashby-b000-0002")).toMatchObject({
    salary: "",
    contract_type: "part-time",
    workplace: "on-site",
  });
});

test("Adzuna: keys and filters in the query, string-or-number fields, predicted salaries marked, the credit", async () => {
  const { byId } = await searchOne("adzuna", {
    titles: ["Backend Engineer"],
    keywords: ["QA"],
    location: "London",
    jobType: "full-time",
    salary: "$50k+",
  });
  const request = fake!.requests[0];
  expect(request.path).toBe("/v1/api/jobs/gb/search/1");
  expect(request.query).toMatchObject({
    app_id: ["fake-adzuna-id"],
    app_key: ["fake-adzuna-key"],
    what_or: ["backend engineer qa"],
    where: ["London"],
    full_time: ["1"],
    salary_min: ["50000"],
  });
  expect(byId("adzuna-4100000001")).toMatchObject({
    title: "Backend Engineer",
    company: "Fernway Ltd",
    location: "London, UK",
    date: "2026-03-02T09:15:00.000Z",
    salary: "£55,000 - £65,000 a year",
    url: "https://www.adzuna.co.uk/jobs/land/ad/4100000001?utm_medium=api",
    contract_type: "full-time",
    contract_time: "full_time",
    attribution: { text: "Jobs by Adzuna", url: "https://www.adzuna.com" },
  });
});

test("Adzuna: a string salary and a numeric salary_is_predicted read the same as their other forms", async () => {
  const { byId } = await searchOne("adzuna");
  expect(byId("adzuna-4100000002")).toMatchObject({
    salary: "£38,000 a year (estimated)",
    contract_type: "contract",
  });
});

test("USAJOBS: key headers, string salaries with PA/PH codes, zone-less dates, the remote indicator", async () => {
  const { byId } = await searchOne("usajobs", { keywords: ["servers"], location: "Remote" });
  expect(fake!.requests[0].headers).toMatchObject({
    "authorization-key": "fake-usajobs-key",
    "user-agent": "tests@example.com",
  });
  expect(fake!.requests[0].query).toMatchObject({
    Keyword: ["servers"],
    RemoteIndicator: ["True"],
  });
  expect(byId("usajobs-812300001")).toMatchObject({
    title: "IT Specialist (SYSADMIN)",
    company: "Veterans Health Administration",
    salary: "$98,500 - $128,000 a year",
    date: "2026-02-01T00:00:00.000Z",
    description: "Manage servers.",
    contract_type: "full-time",
    remote: true,
  });
});

test("USAJOBS: hourly pay as text from its strings", async () => {
  const { byId } = await searchOne("usajobs");
  expect(byId("usajobs-812300002")).toMatchObject({
    salary: "$21.50 - $30.25 an hour",
    contract_type: "part-time",
    remote: false,
  });
});

test("Jooble: a POST with the key in the path; int64 ids kept whole from the link; HTML snippets cleaned", async () => {
  const { byId } = await searchOne("jooble", { titles: ["Java Developer"], location: "Warsaw" });
  const request = fake!.requests[0];
  expect(request.method).toBe("POST");
  expect(request.path).toBe("/api/fake-jooble-key");
  expect(JSON.parse(request.body)).toMatchObject({
    keywords: "Java Developer",
    location: "Warsaw",
    page: 1,
  });
  expect(byId("jooble--1234567890123456789")).toMatchObject({
    title: "Java Developer",
    company: "Vistula Soft",
    salary: "15 000 - 20 000 PLN",
    date: "2026-02-10T00:00:00.000Z",
    description: "...Spring Boot, Java 17...",
    contract_type: "full-time",
  });
});

test("an unknown board name is no jobs, not a failure, while the other boards answer", async () => {
  fake = await startFakeJobSources({ sources: ["greenhouse"] });
  const settings = discoverSettings({ greenhouseBoards: ["no-such-board"] }, fake.env);
  const outcome = await searchAllSources(ANY, { page: 1 }, settings);
  expect(outcome.reports).toEqual([{ source: "greenhouse", ok: true, count: 3 }]);
  expect(fake.requests.map((request) => request.path).sort()).toEqual([
    "/v1/boards/acmeco/jobs",
    "/v1/boards/no-such-board/jobs",
  ]);
});

test("sources that send a whole board are paged on our side, 25 results a page", async () => {
  const many = Array.from({ length: 30 }, (_, index) => ({
    id: 5000 + index,
    title: `Engineer ${index}`,
    updated_at: "2026-02-20T11:02:03-05:00",
    location: { name: "Remote" },
    absolute_url: `https://boards.greenhouse.io/acmeco/jobs/${5000 + index}`,
    content: "&lt;p&gt;Build things.&lt;/p&gt;",
  }));
  fake = await startFakeJobSources({
    sources: ["greenhouse"],
    answers: { greenhouse: { jobs: many, meta: { total: 30 } } },
  });
  const settings = discoverSettings(null, fake.env);
  const first = await searchAllSources({ ...ANY, titles: ["Engineer"] }, { page: 1 }, settings);
  const second = await searchAllSources({ ...ANY, titles: ["Engineer"] }, { page: 2 }, settings);
  expect(first.jobs).toHaveLength(25);
  expect(second.jobs.map((job) => job.id)).toEqual(
    [25, 26, 27, 28, 29].map((index) => `greenhouse-${5000 + index}`),
  );
});

test("every request names the app as its User-Agent, except USAJOBS's, which is the key holder's email", async () => {
  await searchOne("remoteok");
  expect(fake!.requests[0].headers["user-agent"]).toBe("Shortlist (self-hosted job search)");
});
