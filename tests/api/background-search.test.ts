import * as startRoute from "@/app/api/background-search/start/route";
import * as resultsRoute from "@/app/api/background-search/[searchId]/results/route";
import * as historyRoute from "@/app/api/discovery-history/route";
import { setLanguageModelOverride } from "@/lib/ai/provider";
import { db } from "@/lib/db";
import { SEARCH_FAILED } from "@/lib/discover/background/run-background-search";
import { BACKGROUND_SEARCH_JOB } from "@/lib/discover/background/types";
import { BLANK_SEARCH_MESSAGE } from "@/lib/discover/search-input";
import { ensureBackgroundWork } from "@/lib/discover/background/worker";
import { createInProcessQueue, setBackgroundQueue } from "@/lib/queue";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { setEnvForFile, warmParsers, withEnv } from "../support/discover-env";
import {
  articleHtml,
  closedPort,
  postingHtml,
  startDiscoverFeeds,
  type DiscoverFeeds,
  type FeedJob,
} from "../support/discover-feeds";
import { generatingModel } from "../support/mock-models";
import { testQueue, type TestQueue } from "../support/queues";

// The queue stops (waiting for a search still running) before the database closes.
setupTestDatabase({ beforeClose: async () => queue?.close() });
warmParsers();

const DAY = 24 * 60 * 60 * 1000;
const recent = new Date(Date.now() - 3 * DAY).toISOString();
const job = (
  id: string,
  title: string,
  company: string,
  extra: Partial<FeedJob> = {},
): FeedJob => ({
  id,
  title,
  company,
  date: recent,
  salary: "$140,000 - $160,000",
  description: `<p>${title} at ${company}. Requirements: 5+ years of experience with TypeScript and PostgreSQL.</p>`,
  url: `/postings/${id}`,
  ...extra,
});

let unreachableUrl: string;
const JOBS = () => [
  job("1", "Platform Engineer", "Acme"),
  job("2", "Data Engineer", "Dead Links Inc"),
  job("3", "Security Engineer", "Gone Corp"),
  job("4", "Support Engineer", "Blog Co"),
  job("5", "Mobile Engineer", "Closed Ltd"),
  job("6", "Cloud Engineer", "Moved Co"),
  job("7", "Backend Engineer", "Far Away", { url: unreachableUrl }),
  job("8", "QA Engineer", "Old News", {
    date: new Date(Date.now() - 90 * DAY).toISOString(),
    salary: "",
  }),
];
const PAGES = {
  "/postings/1": { html: postingHtml("Platform Engineer") },
  // 2 has no page: the fake answers 404.
  "/postings/3": { status: 410, html: "<p>Gone</p>" },
  "/postings/4": { html: articleHtml() },
  "/postings/5": {
    html: postingHtml("Mobile Engineer", "This position is no longer accepting applications."),
  },
  "/postings/6": { redirect: "/careers" },
  "/careers": { html: postingHtml("Careers at Moved Co") },
  "/postings/8": { html: postingHtml("QA Engineer") },
};

let feeds: DiscoverFeeds;
let queue: TestQueue;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  unreachableUrl = `http://127.0.0.1:${await closedPort()}/jobs/7`;
  feeds = await startDiscoverFeeds({ remotive: JOBS(), pages: PAGES });
  queue = testQueue();
  setBackgroundQueue(queue.queue);
  alice = await createTestUser();
  bob = await createTestUser();
});
afterAll(async () => {
  setBackgroundQueue(undefined);
  setLanguageModelOverride(undefined);
  await feeds.close();
});
setEnvForFile(() => ({
  ...feeds.env,
  DISCOVER_SOURCES: "remotive",
  DISCOVER_SOURCE_TIMEOUT_MS: "5000",
  ALLOW_PRIVATE_NETWORK_FETCH: "true",
  OPENAI_API_KEY: undefined,
  OPENAI_BASE_URL: undefined,
}));

const SEARCH = { titles: "Engineer", keywords: "", location: "", salary: "", jobType: "any" };

const start = (user: TestUser, body: Record<string, unknown> = SEARCH) =>
  call(startRoute.POST, "POST", { user, body });
const results = (user: TestUser, searchId: string) =>
  call(resultsRoute.GET, "GET", { user, params: { searchId } });

async function waitForStatus(user: TestUser, searchId: string, statuses: string[]) {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const answer = await results(user, searchId);
    if (statuses.includes(answer.json.search.status)) return answer.json;
    if (Date.now() > deadline) throw new Error(`Still ${answer.json.search.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("POST /api/background-search/start", () => {
  it.each([
    ["a blank search", { titles: "", keywords: "" }, BLANK_SEARCH_MESSAGE],
    [
      "an unknown work arrangement",
      { titles: "Engineer", workArrangement: "moon" },
      "Work arrangement must be one of: any, remote, hybrid, in-person",
    ],
    [
      "an over-long salary",
      { titles: "Engineer", salary: "9".repeat(101) },
      "Salary must be at most 100 characters",
    ],
  ])("refuses %s with a 400", async (_case, body, message) => {
    const response = await start(alice, body);
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(message);
  });

  it("is 401 without a session", async () => {
    expect((await call(startRoute.POST, "POST", { body: SEARCH })).status).toBe(401);
  });
});

describe("a background search's life", () => {
  it("is queued, runs, and completes with validated jobs kept in the history", async () => {
    // The live page answers slowly, so the first search stays running while a second waits.
    feeds.script({
      remotive: JOBS(),
      pages: { ...PAGES, "/postings/1": { ...PAGES["/postings/1"], delayMs: 1500 } },
    });
    const first = await start(alice);
    expect(first.status).toBe(202);
    expect(first.json.searchId).toMatch(/^c[a-z0-9]{24}$/);
    const running = await waitForStatus(alice, first.json.searchId, ["running"]);
    expect(running.jobs).toEqual([]);

    const second = await start(alice);
    const waiting = await results(alice, second.json.searchId);
    expect(waiting.json.search).toMatchObject({ id: second.json.searchId, status: "queued" });

    const done = await waitForStatus(alice, first.json.searchId, ["completed", "failed"]);
    expect(done.search.status).toBe("completed");
    expect(done.poweredBy).toBe("local");
    expect(done.sources).toEqual([{ source: "remotive", ok: true, count: 8 }]);
    const byCompany = Object.fromEntries(
      done.jobs.map((item: { company: string }) => [item.company, item]),
    );
    // Live and still a posting: kept, checked.
    expect(byCompany.Acme.validation).toBe("live");
    // Unreachable: kept, not checked (a false "expired" is worse than none).
    expect(byCompany["Far Away"].validation).toBe("not-checked");
    // 404, 410, an article, a closed notice, a redirect to the careers page: dropped.
    for (const dropped of ["Dead Links Inc", "Gone Corp", "Blog Co", "Closed Ltd", "Moved Co"]) {
      expect(byCompany[dropped]).toBeUndefined();
    }
    expect(done.jobs).toHaveLength(3);
    // Old, no salary: a hedged note; a fresh posting with salary and requirements: none.
    expect(byCompany["Old News"].staleNote).toMatch(
      /^Possibly stale: posted 9\d days ago, no salary listed/,
    );
    expect(byCompany.Acme.staleNote).toBeUndefined();

    const history = await call(historyRoute.GET, "GET", { user: alice });
    const entry = history.json.find((item: { totalResults: number; results: unknown[] }) =>
      item.results.some((result) => (result as { company: string }).company === "Acme"),
    );
    expect(entry).toMatchObject({
      totalResults: 3,
      searchCriteria: {
        titles: "Engineer",
        keywords: "",
        location: "",
        salary: "",
        jobType: "any",
        workArrangement: "any",
      },
    });

    const secondDone = await waitForStatus(alice, second.json.searchId, ["completed", "failed"]);
    expect(secondDone.search.status).toBe("completed");
    feeds.script({ remotive: JOBS(), pages: PAGES });
  });

  it("ends failed, with a sentence, when the search cannot be run", async () => {
    // A row whose stored criteria cannot be read (as after a bad manual edit).
    const row = await db().backgroundSearch.create({
      data: { userId: alice.id, criteria: { titles: "not a list" } },
    });
    await queue.queue.send(BACKGROUND_SEARCH_JOB, { searchId: row.id });
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await waitForStatus(alice, row.id, ["failed", "completed"]);
    log.mockRestore();
    expect(failed.search).toMatchObject({ status: "failed", error: SEARCH_FAILED });
    expect(failed.jobs).toEqual([]);
  });

  it("with a model, writes one sentence per job on why it fits; Powered by OpenAI", async () => {
    await db().masterResume.create({
      data: {
        userId: bob.id,
        text: "Jane Doe\nPlatform Engineer\nTypeScript, PostgreSQL, Kubernetes",
      },
    });
    setLanguageModelOverride(
      generatingModel(
        JSON.stringify({
          reasons: [
            {
              id: "remotive-1",
              why: "Your TypeScript and PostgreSQL platform work is what Acme asks for.",
            },
            { id: "remotive-unknown", why: "Not one of the jobs." },
          ],
        }),
      ),
    );
    try {
      const started = await withEnv({ OPENAI_API_KEY: "sk-test" }, async () => {
        const response = await start(bob);
        await waitForStatus(bob, response.json.searchId, ["completed", "failed"]);
        return response;
      });
      const done = (await results(bob, started.json.searchId)).json;
      expect(done.search.status).toBe("completed");
      expect(done.poweredBy).toBe("openai");
      const acme = done.jobs.find((item: { company: string }) => item.company === "Acme");
      expect(acme.why).toBe("Your TypeScript and PostgreSQL platform work is what Acme asks for.");
      expect(typeof acme.score).toBe("number");
      expect(done.jobs.filter((item: { why?: string }) => item.why)).toHaveLength(1);
    } finally {
      setLanguageModelOverride(undefined);
    }
  });

  it("in process (PGlite), picks up the searches a stopped process left unfinished", async () => {
    const criteria = {
      titles: ["Engineer"],
      keywords: [],
      location: "",
      salary: "",
      jobType: "any",
      workArrangement: "any",
    };
    const left = await db().backgroundSearch.create({
      data: { userId: alice.id, status: "running", criteria },
    });
    const restarted = createInProcessQueue();
    await ensureBackgroundWork(restarted);
    await restarted.idle();
    await restarted.stop();
    const done = (await results(alice, left.id)).json;
    expect(done.search.status).toBe("completed");
    expect(done.jobs.length).toBeGreaterThan(0);
  });

  it("never shows one user's search to another (404)", async () => {
    const mine = await start(alice);
    const stolen = await results(bob, mine.json.searchId);
    expect(stolen.status).toBe(404);
    expect(stolen.json.message).toBe("Background search not found");
    expect((await results(alice, "not-an-id")).status).toBe(404);
    await waitForStatus(alice, mine.json.searchId, ["completed", "failed"]);
  });
});
