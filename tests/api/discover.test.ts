import * as discoverRoute from "@/app/api/discover/route";
import * as settingsRoute from "@/app/api/discover/settings/route";
import * as jobsRoute from "@/app/api/jobs/route";
import { db } from "@/lib/db";
import { BLANK_SEARCH_MESSAGE } from "@/lib/discover/search-input";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { startDiscoverFeeds, type DiscoverFeeds, type FeedJob } from "../support/discover-feeds";
import { setEnvForFile, warmParsers, withEnv } from "../support/discover-env";
import { startFakeJobSources } from "../support/job-sources";

setupTestDatabase();
warmParsers();

const BACKEND: FeedJob = {
  id: "101",
  title: "Senior TypeScript Engineer",
  company: "Acme",
  location: "Worldwide",
  date: "2026-11-01T09:00:00Z",
  salary: "$150,000 - $170,000",
  description:
    "<p>Build APIs in TypeScript and Node.js on PostgreSQL. Requirements: 5+ years of TypeScript, PostgreSQL, REST APIs.</p>",
  url: "/postings/101",
};
const FRONTEND: FeedJob = {
  id: "102",
  title: "Frontend Developer",
  company: "Globex",
  location: "Worldwide",
  date: "2026-11-20T09:00:00Z",
  description:
    "<p>Build screens in React and CSS. Requirements: Figma, accessibility, animation.</p>",
  url: "/postings/102",
};
const BERLIN: FeedJob = {
  id: "berlin-backend-engineer-7",
  title: "Backend Engineer",
  company: "Initech GmbH",
  location: "Berlin",
  date: "2026-11-10T09:00:00Z",
  description: "<p>Go services in our Berlin office. Requirements: Go, Kubernetes.</p>",
  url: "/postings/7",
};
// The same posting as BACKEND, seen on Arbeitnow.
const BACKEND_ON_ARBEITNOW: FeedJob = { ...BACKEND, id: "acme-senior-typescript-engineer-101" };

const RESUME = `Jane Doe
Senior Software Engineer

Experience
Senior Software Engineer, Fernway (2019-2026)
- Built REST APIs in TypeScript and Node.js serving 2 million requests a day
- Designed PostgreSQL schemas and tuned queries
Skills: TypeScript, Node.js, PostgreSQL, REST APIs, Docker`;

let feeds: DiscoverFeeds;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  feeds = await startDiscoverFeeds({
    remotive: [BACKEND, FRONTEND],
    arbeitnow: [BACKEND_ON_ARBEITNOW, BERLIN],
  });
  alice = await createTestUser();
  bob = await createTestUser();
});
afterAll(() => feeds.close());
setEnvForFile(() => ({ ...feeds.env, DISCOVER_SOURCE_TIMEOUT_MS: "5000" }));

const search = (user: TestUser, body: Record<string, unknown>) =>
  call(discoverRoute.POST, "POST", { user, body });

const SEARCH = { titles: "Engineer, Developer", keywords: "", location: "", salary: "" };

describe("POST /api/discover", () => {
  it.each([
    ["no titles or keywords", {}, BLANK_SEARCH_MESSAGE],
    ["blank titles and keywords", { titles: " , ", keywords: "  " }, BLANK_SEARCH_MESSAGE],
    [
      "an unknown job type",
      { titles: "Engineer", jobType: "seasonal" },
      "Job type must be one of: any, full-time, part-time, contract, temporary, internship",
    ],
    [
      "an unknown work arrangement",
      { titles: "Engineer", workArrangement: "office" },
      "Work arrangement must be one of: any, remote, hybrid, in-person",
    ],
    ["over-long titles", { titles: "x".repeat(501) }, "Job titles must be at most 500 characters"],
    [
      "an over-long location",
      { titles: "Engineer", location: "x".repeat(201) },
      "Location must be at most 200 characters",
    ],
    [
      "too many keywords",
      { keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) },
      "Send at most 20 keywords",
    ],
    ["page 0", { titles: "Engineer", page: 0 }, "Page must be 1 or more"],
  ])("refuses %s with a 400 and a sentence", async (_case, body, message) => {
    const response = await search(alice, body);
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(message);
  });

  it("is 401 without a session", async () => {
    const response = await call(discoverRoute.POST, "POST", { body: SEARCH });
    expect(response.status).toBe(401);
  });

  it("merges the same posting from two sources into one result that names the other", async () => {
    const { status, json } = await search(alice, SEARCH);
    expect(status).toBe(200);
    expect(json.demo).toBe(false);
    expect(json.page).toBe(1);
    const titles = json.jobs.map((job: { title: string }) => job.title);
    expect(titles.filter((title: string) => title === BACKEND.title)).toHaveLength(1);
    const backend = json.jobs.find((job: { title: string }) => job.title === BACKEND.title);
    expect(backend.alsoOn.length).toBe(1);
    expect([backend.source, ...backend.alsoOn].sort()).toEqual(["arbeitnow", "remotive"]);
    expect(backend.description).toContain("Build APIs in TypeScript");
    expect(backend.description).not.toContain("<p>");
    expect(json.sources).toEqual(
      expect.arrayContaining([
        { source: "remotive", ok: true, count: 2 },
        { source: "arbeitnow", ok: true, count: 2 },
      ]),
    );
  });

  it("without a résumé sorts by date and gives no scores", async () => {
    const { json } = await search(alice, SEARCH);
    expect(json.sorted).toBe("date");
    expect(json.jobs.map((job: { score: unknown }) => job.score)).toEqual([null, null, null]);
    expect(json.jobs[0].title).toBe(FRONTEND.title);
  });

  it("with a master résumé scores each result with lib/match and sorts by relevance", async () => {
    await db().masterResume.create({ data: { userId: bob.id, text: RESUME } });
    const { json } = await search(bob, SEARCH);
    expect(json.sorted).toBe("relevance");
    const scores = json.jobs.map((job: { score: number }) => job.score);
    scores.forEach((score: unknown) => expect(typeof score).toBe("number"));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(json.jobs[0].title).toBe(BACKEND.title);
    expect(json.jobs[0].score).toBeGreaterThan(
      json.jobs.find((job: { title: string }) => job.title === FRONTEND.title).score,
    );
  });

  it("applies the filters: in-person keeps the office job, a place keeps jobs there", async () => {
    const inPerson = await search(alice, { ...SEARCH, workArrangement: "in-person" });
    expect(inPerson.json.jobs.map((job: { title: string }) => job.title)).toEqual([BERLIN.title]);
    const berlin = await search(alice, { ...SEARCH, location: "Berlin, Germany" });
    expect(berlin.json.jobs.map((job: { title: string }) => job.title)).toEqual([BERLIN.title]);
    const keyword = await search(alice, { titles: "", keywords: ["React"] });
    expect(keyword.json.jobs.map((job: { title: string }) => job.title)).toEqual([FRONTEND.title]);
  });

  it("a failing source becomes its report; the others' jobs still come back", async () => {
    feeds.script({ remotive: { status: 500 }, arbeitnow: [BACKEND_ON_ARBEITNOW, BERLIN] });
    try {
      const { status, json } = await search(alice, SEARCH);
      expect(status).toBe(200);
      expect(json.demo).toBe(false);
      const remotive = json.sources.find(
        (report: { source: string }) => report.source === "remotive",
      );
      expect(remotive).toMatchObject({ ok: false, count: 0 });
      expect(remotive.error).toMatch(/500/);
      expect(json.jobs).toHaveLength(2);
    } finally {
      feeds.script({ remotive: [BACKEND, FRONTEND], arbeitnow: [BACKEND_ON_ARBEITNOW, BERLIN] });
    }
  });

  it("answers demo jobs when no source answered, and when none is configured", async () => {
    feeds.script({ remotive: { status: 500 }, arbeitnow: { status: 503 } });
    try {
      const failed = await search(alice, SEARCH);
      expect(failed.json.demo).toBe(true);
      expect(failed.json.sources.every((report: { ok: boolean }) => !report.ok)).toBe(true);
      expect(failed.json.jobs.length).toBeGreaterThan(0);
      for (const job of failed.json.jobs) {
        expect(job.id).toMatch(/^demo-/);
        expect(job.contract_type).toBe("demo");
      }
    } finally {
      feeds.script({ remotive: [BACKEND, FRONTEND], arbeitnow: [BACKEND_ON_ARBEITNOW, BERLIN] });
    }
    const none = await withEnv({ DISCOVER_SOURCES: "none" }, () => search(alice, SEARCH));
    expect(none.json).toMatchObject({ demo: true, sources: [] });
    expect(none.json.jobs[0].id).toMatch(/^demo-/);
  });

  it("asks every configured source (all ten, in their own wire formats) and reports each", async () => {
    const fakes = await startFakeJobSources();
    try {
      const { json } = await withEnv(fakes.env, () =>
        search(alice, { titles: "", keywords: "engineer, developer, designer" }),
      );
      expect(json.demo).toBe(false);
      expect(json.sources).toHaveLength(10);
      expect(json.sources.every((report: { ok: boolean }) => report.ok)).toBe(true);
      expect(json.jobs.length).toBeGreaterThan(0);
    } finally {
      await fakes.close();
    }
  });

  it("pages through the sources for Search More", async () => {
    feeds.requests.length = 0;
    const { json } = await search(alice, { ...SEARCH, page: 2 });
    expect(json.page).toBe(2);
    expect(feeds.requests).toContain("/api/job-board-api?page=2");
  });
});

describe("GET/PUT /api/discover/settings", () => {
  it("keeps each user's own board lists", async () => {
    const empty = await call(settingsRoute.GET, "GET", { user: alice });
    expect(empty.json).toEqual({ greenhouseBoards: [], leverSites: [], ashbyBoards: [] });
    const boards = { greenhouseBoards: ["acmeco"], leverSites: ["eu:eurocorp"], ashbyBoards: [] };
    const saved = await call(settingsRoute.PUT, "PUT", { user: alice, body: boards });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ ...boards, leverSites: ["eu:eurocorp"] });
    expect((await call(settingsRoute.GET, "GET", { user: alice })).json).toEqual(saved.json);
    expect((await call(settingsRoute.GET, "GET", { user: bob })).json.greenhouseBoards).toEqual([]);
  });

  it("refuses a board name that is not a URL segment", async () => {
    const response = await call(settingsRoute.PUT, "PUT", {
      user: alice,
      body: { greenhouseBoards: ["../admin"], leverSites: [], ashbyBoards: [] },
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/^Greenhouse boards: use a board's name/);
  });
});

describe("POST /api/jobs from a Discover result", () => {
  it("refuses demo jobs with the spec's message", async () => {
    for (const marker of [{ sourceId: "demo-frontend" }, { contract_type: "demo" }]) {
      const response = await call(jobsRoute.POST, "POST", {
        user: alice,
        body: { title: "Demo", company: "Demo Co", description: "A demo listing.", ...marker },
      });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe("Demo jobs cannot be added to workbench");
    }
  });

  it("adds a real result as a prospect with its full description", async () => {
    const { json } = await search(alice, SEARCH);
    const result = json.jobs.find((job: { title: string }) => job.title === BACKEND.title);
    const response = await call(jobsRoute.POST, "POST", {
      user: alice,
      body: {
        title: result.title,
        company: result.company,
        description: result.description,
        url: result.url,
        location: result.location,
        salary: result.salary,
        sourceId: result.id,
        contract_type: result.contract_type,
      },
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ status: "prospect", description: result.description });
  });
});
