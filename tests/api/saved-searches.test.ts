import * as settingsRoute from "@/app/api/saved-search-settings/route";
import * as settingRoute from "@/app/api/saved-search-settings/[settingId]/route";
import * as historyRoute from "@/app/api/discovery-history/route";
import * as historyEntryRoute from "@/app/api/discovery-history/[entryId]/route";
import { db } from "@/lib/db";
import { HISTORY_KEPT, HISTORY_LISTED, pruneDiscoveryRows } from "@/lib/discover/history";
import { NAME_REQUIRED } from "@/lib/discover/saved-settings";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await createTestUser();
  bob = await createTestUser();
});

const SETTING = {
  name: "Remote TypeScript",
  titles: "Backend Engineer, Platform Engineer",
  keywords: "TypeScript, PostgreSQL",
  location: "Remote",
  salary: "$120k+",
  jobType: "full-time",
  workArrangement: "remote",
  searchType: "discover",
};

const save = (user: TestUser, body: Record<string, unknown>) =>
  call(settingsRoute.POST, "POST", { user, body });

describe("saved search settings", () => {
  it("saves a named setting with every field of spec 2 §3 and lists it", async () => {
    const saved = await save(alice, SETTING);
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ ...SETTING, id: expect.any(String) });
    const list = await call(settingsRoute.GET, "GET", {
      user: alice,
      path: "/api/saved-search-settings?searchType=discover",
    });
    expect(list.json.map((item: { id: string }) => item.id)).toContain(saved.json.id);
  });

  it("filters by searchType and fills the defaults", async () => {
    const dev = await save(alice, {
      name: "Dev",
      titles: ["Engineer"],
      searchType: "discover-dev",
    });
    expect(dev.json).toMatchObject({
      titles: "Engineer",
      keywords: "",
      jobType: "any",
      workArrangement: "any",
      searchType: "discover-dev",
    });
    const discover = await call(settingsRoute.GET, "GET", {
      user: alice,
      path: "/api/saved-search-settings?searchType=discover",
    });
    expect(
      discover.json.every((item: { searchType: string }) => item.searchType === "discover"),
    ).toBe(true);
    const all = await call(settingsRoute.GET, "GET", { user: alice });
    expect(all.json.map((item: { id: string }) => item.id)).toContain(dev.json.id);
  });

  it.each([
    ["a blank name", { ...SETTING, name: "   " }, NAME_REQUIRED],
    ["no name", { ...SETTING, name: undefined }, NAME_REQUIRED],
    [
      "an over-long name",
      { ...SETTING, name: "x".repeat(101) },
      "Name must be at most 100 characters",
    ],
    [
      "an unknown job type",
      { ...SETTING, jobType: "gig" },
      "Job type must be one of: any, full-time, part-time, contract, temporary, internship",
    ],
    [
      "an unknown search type",
      { ...SETTING, searchType: "jobs" },
      "Search type must be one of: discover, discover-dev",
    ],
    [
      "over-long keywords",
      { ...SETTING, keywords: "k".repeat(501) },
      "Keywords must be at most 500 characters",
    ],
  ])("refuses %s with a 400", async (_case, body, message) => {
    const response = await save(alice, body);
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(message);
  });

  it("refuses an unknown searchType in the query", async () => {
    const response = await call(settingsRoute.GET, "GET", {
      user: alice,
      path: "/api/saved-search-settings?searchType=other",
    });
    expect(response.status).toBe(400);
  });

  it("never shows or deletes another user's setting (404)", async () => {
    const saved = await save(alice, { ...SETTING, name: "Alice only" });
    const bobs = await call(settingsRoute.GET, "GET", { user: bob });
    expect(bobs.json).toEqual([]);
    const stolen = await call(settingRoute.DELETE, "DELETE", {
      user: bob,
      params: { settingId: saved.json.id },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.json.message).toBe("Saved search settings not found");
    const own = await call(settingRoute.DELETE, "DELETE", {
      user: alice,
      params: { settingId: saved.json.id },
    });
    expect(own.status).toBe(204);
    const again = await call(settingRoute.DELETE, "DELETE", {
      user: alice,
      params: { settingId: saved.json.id },
    });
    expect(again.status).toBe(404);
  });

  it("is a 404 for an id that is not an id", async () => {
    const response = await call(settingRoute.DELETE, "DELETE", {
      user: alice,
      params: { settingId: "../../etc" },
    });
    expect(response.status).toBe(404);
  });
});

describe("discovery history", () => {
  it("lists the user's own entries newest first, and a stranger's entry is a 404", async () => {
    const criteria = {
      titles: "Engineer",
      keywords: "",
      location: "",
      salary: "",
      jobType: "any",
      workArrangement: "any",
    };
    const older = await db().discoveryHistory.create({
      data: {
        userId: alice.id,
        totalResults: 0,
        results: [],
        searchCriteria: criteria,
        searchDate: new Date("2026-11-01T00:00:00Z"),
      },
    });
    const newer = await db().discoveryHistory.create({
      data: { userId: alice.id, totalResults: 0, results: [], searchCriteria: criteria },
    });
    const list = await call(historyRoute.GET, "GET", { user: alice });
    expect(list.json.map((entry: { id: string }) => entry.id)).toEqual([newer.id, older.id]);
    expect(list.json[0]).toEqual({
      id: newer.id,
      searchDate: newer.searchDate.toISOString(),
      totalResults: 0,
      results: [],
      searchCriteria: criteria,
    });
    expect((await call(historyRoute.GET, "GET", { user: bob })).json).toEqual([]);
    const own = await call(historyEntryRoute.GET, "GET", {
      user: alice,
      params: { entryId: older.id },
    });
    expect(own.json.id).toBe(older.id);
    const stolen = await call(historyEntryRoute.GET, "GET", {
      user: bob,
      params: { entryId: older.id },
    });
    expect(stolen.status).toBe(404);
  });

  it("keeps the newest entries and lists the newest few", async () => {
    const carol = await createTestUser();
    const criteria = { titles: "Designer" };
    await db().discoveryHistory.createMany({
      data: Array.from({ length: HISTORY_KEPT + 2 }, (_, index) => ({
        userId: carol.id,
        totalResults: index,
        results: [],
        searchCriteria: criteria,
        searchDate: new Date(Date.UTC(2026, 10, 1 + index)),
      })),
    });
    await pruneDiscoveryRows({ userId: carol.id });
    expect(await db().discoveryHistory.count({ where: { userId: carol.id } })).toBe(HISTORY_KEPT);
    const list = await call(historyRoute.GET, "GET", { user: carol });
    expect(list.json).toHaveLength(HISTORY_LISTED);
    expect(list.json[0].totalResults).toBe(HISTORY_KEPT + 1);
    expect(await db().discoveryHistory.count({ where: { userId: alice.id } })).toBe(2);
  });
});
