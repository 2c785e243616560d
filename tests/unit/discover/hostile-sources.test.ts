/**
 * @jest-environment node
 */
import { discoverSettings } from "@/lib/discover/settings";
import { enabledSources, searchAllSources } from "@/lib/discover/search-sources";
import type { DiscoverFilters } from "@/lib/discover/types";
import {
  assertOnlyLoopbackSources,
  fakeSourcesEnv,
  startFakeJobSources,
  type FakeJobSources,
  type HostileMode,
} from "../../support/job-sources";
import {
  CACHE_MAX_CHARS,
  cacheStats,
  cachedAnswer,
  clearAnswerCache,
  rememberAnswer,
} from "@/lib/discover/sources/answer-cache";
import { cleanDescriptions } from "@/lib/discover/sources/clean-text";
import { answerCacheMs } from "@/lib/discover/sources/limits";
import { takeBlockedRequests } from "../../support/real-host-guard";

const ANY: DiscoverFilters = {
  titles: [],
  keywords: [],
  location: "",
  salary: "",
  jobType: "any",
  workArrangement: "any",
};

let fake: FakeJobSources | undefined;
// The parser worker that cleans descriptions starts once per process; warm it so the
// healthy source's time is its own.
beforeAll(() => cleanDescriptions(["<p>warm</p>"], new AbortController().signal));
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

// A source answering badly is that source's failure, reported in a sentence; the other
// source in the same search still gives its jobs.
test.each<[HostileMode, string]>([
  ["junk", "sent an answer that is not JSON"],
  ["html", "sent an answer that is not JSON"],
  ["status-500", "answered HTTP 500"],
  ["slow", "timed out after 1 s"],
  ["huge", "sent more than 8 MB"],
])("a source answering %s is contained as its failure", async (mode, error) => {
  fake = await startFakeJobSources({
    sources: ["remotive", "remoteok"],
    modes: { remotive: mode },
    // The huge answer must be ended by its size, not by the clock: on a busy machine 8 MB
    // of loopback may take longer than the slow source's 1 s.
    timeoutMs: mode === "huge" ? 4_000 : 1_000,
  });
  const started = Date.now();
  const outcome = await searchAllSources(ANY, { page: 1 }, discoverSettings(null, fake.env));
  expect(outcome.reports).toEqual([
    { source: "remotive", ok: false, count: 0, error },
    { source: "remoteok", ok: true, count: 3 },
  ]);
  expect(outcome.jobs.every((job) => job.source === "remoteok")).toBe(true);
  expect(Date.now() - started).toBeLessThan(5_000);
});

test("the per-source time limit is 8 s unless DISCOVER_SOURCE_TIMEOUT_MS says otherwise", async () => {
  fake = await startFakeJobSources({
    sources: ["remotive"],
    modes: { remotive: "slow" },
    timeoutMs: 200,
  });
  const outcome = await searchAllSources(ANY, { page: 1 }, discoverSettings(null, fake.env));
  expect(outcome.reports[0].error).toBe("timed out after 0.2 s");
  const { sourceTimeoutMs } = await import("@/lib/discover/sources/limits");
  expect(sourceTimeoutMs({})).toBe(8_000);
  expect(sourceTimeoutMs({ DISCOVER_SOURCE_TIMEOUT_MS: "nonsense" })).toBe(8_000);
});

test("the caller's abort stops the search instead of becoming reports", async () => {
  fake = await startFakeJobSources({ sources: ["remotive"], modes: { remotive: "slow" } });
  const controller = new AbortController();
  const search = searchAllSources(ANY, { page: 1 }, discoverSettings(null, fake.env), {
    signal: controller.signal,
  });
  setTimeout(() => controller.abort(new Error("client went away")), 100);
  await expect(search).rejects.toThrow("client went away");
});

test("a malformed base URL fails its source instead of reaching the real host", async () => {
  const env = {
    ...fakeSourcesEnv("http://127.0.0.1:9"),
    DISCOVER_SOURCES: "remotive",
    REMOTIVE_BASE_URL: "not a url",
  };
  const outcome = await searchAllSources(ANY, { page: 1 }, discoverSettings(null, env));
  expect(outcome.reports).toEqual([
    { source: "remotive", ok: false, count: 0, error: "has a base URL setting that is not a URL" },
  ]);
});

test("DISCOVER_SOURCES narrows the sources; keyed sources and boards count only when configured", () => {
  const names = (env: Record<string, string>) =>
    enabledSources(discoverSettings(null, env)).map((source) => source.name);
  expect(names({})).toEqual(["remotive", "arbeitnow", "themuse", "remoteok"]);
  expect(names({ DISCOVER_SOURCES: "none" })).toEqual([]);
  expect(names({ DISCOVER_SOURCES: "remoteok, Adzuna", ADZUNA_APP_ID: "a" })).toEqual(["remoteok"]);
  expect(names({ DISCOVER_SOURCES: "adzuna", ADZUNA_APP_ID: "a", ADZUNA_APP_KEY: "b" })).toEqual([
    "adzuna",
  ]);
  expect(
    names({
      DISCOVER_LEVER_SITES: "acme",
      USAJOBS_API_KEY: "k",
      USAJOBS_EMAIL: "e@x.test",
      JOOBLE_API_KEY: "j",
    }),
  ).toEqual(["remotive", "arbeitnow", "themuse", "remoteok", "lever", "usajobs", "jooble"]);
  // A user's own board list turns its ATS on.
  expect(
    enabledSources(discoverSettings({ ashbyBoards: ["acme"] }, { DISCOVER_SOURCES: "ashby" })).map(
      (s) => s.name,
    ),
  ).toEqual(["ashby"]);
});

test("no source enabled: an empty outcome, so the caller shows demo jobs", async () => {
  const outcome = await searchAllSources(
    ANY,
    { page: 1 },
    discoverSettings(null, { DISCOVER_SOURCES: "none" }),
  );
  expect(outcome).toEqual({ jobs: [], reports: [] });
});

describe("the guard against real source hosts", () => {
  test("a fetch to a real source host is refused and remembered to fail the test", async () => {
    await expect(fetch("https://remotive.com/api/remote-jobs")).rejects.toThrow(
      "Tests may not reach remotive.com: only loopback servers.",
    );
    expect(takeBlockedRequests()).toEqual(["https://remotive.com/api/remote-jobs"]);
  });

  test("a search left at the default sources reaches no real host: each is refused and fails the test", async () => {
    const outcome = await searchAllSources(
      ANY,
      { page: 1 },
      discoverSettings(null, { DISCOVER_SOURCES: "remoteok,themuse" }),
    );
    expect(outcome.reports.map((report) => report.error)).toEqual([
      "could not be reached",
      "could not be reached",
    ]);
    expect(
      takeBlockedRequests()
        .map((url) => new URL(url).host)
        .sort(),
    ).toEqual(["remoteok.com", "www.themuse.com"]);
  });

  test("the e2e check refuses an environment that would search a real host", () => {
    expect(() => assertOnlyLoopbackSources(fakeSourcesEnv())).not.toThrow();
    expect(() => assertOnlyLoopbackSources({ DISCOVER_SOURCES: "none" })).not.toThrow();
    expect(() => assertOnlyLoopbackSources({})).toThrow(/must set DISCOVER_SOURCES/);
    expect(() => assertOnlyLoopbackSources({ ...fakeSourcesEnv(), LEVER_EU_BASE_URL: "" })).toThrow(
      /LEVER_EU_BASE_URL must point at a loopback fake/,
    );
    expect(() =>
      assertOnlyLoopbackSources({ ...fakeSourcesEnv(), REMOTIVE_BASE_URL: "https://remotive.com" }),
    ).toThrow(/REMOTIVE_BASE_URL/);
  });
});

describe("answers kept per the sources' terms", () => {
  beforeEach(clearAnswerCache);

  test("a second search within the time reuses the answer (Remotive asks for about 4 calls a day)", async () => {
    fake = await startFakeJobSources({ sources: ["remotive", "themuse"] });
    const settings = discoverSettings(null, { ...fake.env, DISCOVER_ANSWER_CACHE: "on" });
    const first = await searchAllSources({ ...ANY, titles: ["Python"] }, { page: 1 }, settings);
    const second = await searchAllSources({ ...ANY, titles: ["Designer"] }, { page: 1 }, settings);
    expect(fake.requests.filter((request) => request.source === "remotive")).toHaveLength(1);
    expect(first.jobs.map((job) => job.id)).toEqual(["remotive-1900001"]);
    expect(second.jobs.map((job) => job.id)).toEqual(["remotive-1900002"]);
    // The Muse's answer depends on the page asked for: another page is another call.
    await searchAllSources(ANY, { page: 2 }, settings);
    expect(
      fake.requests.filter((request) => request.source === "themuse").map((r) => r.query.page),
    ).toEqual([["0"], ["1"]]);
    clearAnswerCache();
    await searchAllSources(ANY, { page: 1 }, settings);
    expect(fake.requests.filter((request) => request.source === "remotive")).toHaveLength(2);
  });

  test("a failed answer is not kept", async () => {
    fake = await startFakeJobSources({ sources: ["remotive"], modes: { remotive: "status-500" } });
    const settings = discoverSettings(null, { ...fake.env, DISCOVER_ANSWER_CACHE: "on" });
    await searchAllSources(ANY, { page: 1 }, settings);
    await searchAllSources(ANY, { page: 1 }, settings);
    expect(fake.requests).toHaveLength(2);
  });

  test("off under Jest unless a test turns it on; on in the app; off when the operator says", () => {
    expect(answerCacheMs("remotive", {})).toBe(0);
    expect(answerCacheMs("remotive", { DISCOVER_ANSWER_CACHE: "on" })).toBe(6 * 60 * 60 * 1000);
    const saved = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: "production" });
    try {
      expect(answerCacheMs("arbeitnow", {})).toBe(60 * 60 * 1000);
      expect(answerCacheMs("arbeitnow", { DISCOVER_ANSWER_CACHE: "off" })).toBe(0);
    } finally {
      Object.assign(process.env, { NODE_ENV: saved });
    }
  });

  test("the cache is bounded by its total size, oldest first", () => {
    const quarter = CACHE_MAX_CHARS / 4;
    for (let index = 0; index < 6; index++) rememberAnswer(`key-${index}`, index, quarter, 60_000);
    expect(cacheStats().chars).toBeLessThanOrEqual(CACHE_MAX_CHARS);
    expect(cachedAnswer("key-0")).toBeUndefined();
    expect(cachedAnswer("key-5")).toBe(5);
    expect(cachedAnswer("key-5", Date.now() + 61_000)).toBeUndefined();
  });
});
