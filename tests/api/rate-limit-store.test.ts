import { databaseKind, sql } from "@/lib/db";
import { openDatabase } from "@/lib/db/adapter";
import { createRateLimiter } from "@/lib/rate-limit";
import { createLimiter } from "@/lib/rate-limit/limiter";
import { createPostgresWindows } from "@/lib/rate-limit/postgres-windows";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

const rows = async () =>
  (await sql().query<{ key: string; count: number }>(`SELECT "key", "count" FROM "RateLimit"`)).map(
    (row) => `${row.key}=${row.count}`,
  );

describe("createRateLimiter on the test database", () => {
  it("limits a key in its window and keeps keys and limiters apart", async () => {
    const uploads = createRateLimiter("uploads-test", { limit: 2, windowMs: 60_000 });
    const other = createRateLimiter("other-test", { limit: 2, windowMs: 60_000 });
    expect(await uploads.hit("user-a", 1_000)).toBe(0);
    expect(await uploads.hit("user-a", 2_000)).toBe(0);
    expect(await uploads.hit("user-a", 3_000)).toBe(58_000);
    expect(await uploads.check("user-a", 3_000)).toBe(58_000);
    expect(await uploads.hit("user-b", 3_000)).toBe(0);
    expect(await other.hit("user-a", 3_000)).toBe(0);
    expect(await uploads.hit("user-a", 61_000)).toBe(0);
    await uploads.reset("user-a");
    expect(await uploads.check("user-a", 61_000)).toBe(0);
  });

  it("keeps its windows in the RateLimit table on PostgreSQL and in memory on PGlite", async () => {
    const limiter = createRateLimiter("where-test", { limit: 5, windowMs: 60_000 });
    await limiter.hit("someone");
    await limiter.hit("someone");
    const expected = databaseKind() === "postgres" ? ["where-test:someone=2"] : [];
    expect((await rows()).filter((row) => row.startsWith("where-test:"))).toEqual(expected);
  });
});

// Two app instances are two processes, each with its own pool, on one database. The
// PostgreSQL store is always tested here, on TEST_DATABASE_URL or the local server.
describe("two instances on one PostgreSQL", () => {
  const url = process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";
  const schema = `rate_limit_${process.pid}_${Date.now()}`;
  const admin = openDatabase({ url });
  const instances = [openDatabase({ url, schema }), openDatabase({ url, schema })];

  beforeAll(async () => {
    expect(new URL(url).hostname).toBe("127.0.0.1");
    await admin.sql.exec(`CREATE SCHEMA "${schema}"`);
    await instances[0].sql.exec(
      `CREATE TABLE "RateLimit" ("key" TEXT PRIMARY KEY, "count" INTEGER NOT NULL, "resetAt" TIMESTAMPTZ(3) NOT NULL)`,
    );
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.sql.close()));
    await admin.sql.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await admin.sql.close();
  });

  const limiterOn = (instance: (typeof instances)[number]) => {
    const store = createPostgresWindows(() => instance.sql);
    return createLimiter("sign-in", { limit: 10, windowMs: 60_000 }, () => store);
  };

  it("share one window: hits on either count toward the same limit", async () => {
    const [first, second] = instances.map(limiterOn);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await first.hit("ip|owner@example.com")).toBe(0);
      expect(await second.hit("ip|owner@example.com")).toBe(0);
    }
    expect(await first.check("ip|owner@example.com")).toBeGreaterThan(0);
    expect(await second.hit("ip|owner@example.com")).toBeGreaterThan(0);
    await first.reset("ip|owner@example.com");
    expect(await second.check("ip|owner@example.com")).toBe(0);
  });

  it("count every hit when both instances hit at once", async () => {
    const [first, second] = instances.map(limiterOn);
    await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? first : second).hit("burst")),
    );
    const [row] = await instances[0].sql.query<{ count: number }>(
      `SELECT "count" FROM "RateLimit" WHERE "key" = 'sign-in:burst'`,
    );
    expect(row.count).toBe(40);
  });

  it("start a new window once the old one ended", async () => {
    const [first, second] = instances.map(limiterOn);
    for (let attempt = 0; attempt < 11; attempt++) await first.hit("late", 0);
    expect(await second.check("late", 59_999)).toBe(1);
    expect(await second.hit("late", 60_000)).toBe(0);
    expect(await first.check("late", 60_001)).toBe(0);
  });
});
