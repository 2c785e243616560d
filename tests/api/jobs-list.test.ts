import * as jobsRoute from "@/app/api/jobs/route";
import * as jobRoute from "@/app/api/jobs/[id]/route";
import { db, sql } from "@/lib/db";
import { MAX_PAGE_SIZE, encodeListCursor } from "@/lib/jobs/list-cursor";
import { listMemoSize } from "@/lib/jobs/list-memo";
import { LIST_DESCRIPTION_LENGTH } from "@/lib/types";
import { gunzipSync } from "node:zlib";
import { PRECOMPRESSED_HEADER } from "@/lib/api/precompressed";
import { call, callRaw, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

type Listed = { id: string; title: string; description: string; updatedAt: string };

let alice: TestUser;
let bob: TestUser;
let aliceJobs: Listed[];

async function createJob(user: TestUser, title: string, description = `About ${title}`) {
  const { status, json } = await call(jobsRoute.POST, "POST", {
    user,
    body: { title, company: "Acme", description },
  });
  expect(status).toBe(201);
  return json as Listed;
}

const list = (user: TestUser, query = "") =>
  call(jobsRoute.GET, "GET", { user, path: `/api/jobs${query}` });

beforeAll(async () => {
  alice = await createTestUser();
  bob = await createTestUser();
  for (let index = 0; index < 7; index++) await createJob(alice, `Job ${index}`);
  // Two jobs updated in the same millisecond: the list orders them by id.
  const tied = new Date("2026-06-01T12:00:00.000Z");
  await db().job.updateMany({
    where: { userId: alice.id, title: { in: ["Job 2", "Job 5"] } },
    data: { updatedAt: tied },
  });
  await createJob(bob, "Bob's only job");
  aliceJobs = (await list(alice)).json;
});

describe("GET /api/jobs without parameters", () => {
  it("answers the whole list as JobSummary objects, most recently updated first, then by id", async () => {
    expect(aliceJobs).toHaveLength(7);
    const keys = ["id", "title", "company", "description", "url", "salary", "location"];
    const summaryKeys = [...keys, "status", "createdAt", "updatedAt"];
    for (const job of aliceJobs) expect(Object.keys(job)).toEqual(summaryKeys);
    const order = [...aliceJobs].sort(
      (a, b) => b.updatedAt.localeCompare(a.updatedAt) || (a.id < b.id ? -1 : 1),
    );
    expect(aliceJobs.map((job) => job.id)).toEqual(order.map((job) => job.id));
    const tied = aliceJobs.filter((job) => job.updatedAt === "2026-06-01T12:00:00.000Z");
    expect(tied.map((job) => job.title).sort()).toEqual(["Job 2", "Job 5"]);
  });

  it("writes each job as GET /api/jobs/{id} does, with the description's stored preview", async () => {
    const detail = (
      await call(jobRoute.GET, "GET", { user: alice, params: { id: aliceJobs[0].id } })
    ).json;
    const { description, ...rest } = aliceJobs[0];
    expect(detail).toMatchObject(rest);
    expect(description).toBe(detail.description);
  });

  it("ignores parameters it does not know, as before", async () => {
    const response = await list(alice, "?document=resume%00&page=2&__proto__[x]=1");
    expect(response.status).toBe(200);
    expect(response.json).toEqual(aliceJobs);
    expect(response.headers.get("x-next-cursor")).toBeNull();
  });

  it("answers an empty array for a user with no jobs", async () => {
    const response = await list(await createTestUser());
    expect(response).toMatchObject({ status: 200, json: [] });
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("GET /api/jobs to a client that accepts gzip", () => {
  const gzipList = (user: TestUser, query = "", encoding = "gzip, deflate, br") =>
    callRaw(jobsRoute.GET, "GET", {
      user,
      path: `/api/jobs${query}`,
      headers: { "accept-encoding": encoding },
    });

  it("answers the remembered list's gzip bytes, named for server.ts to send as Content-Encoding", async () => {
    const first = await gzipList(alice);
    expect(first.headers.get(PRECOMPRESSED_HEADER)).toBe("gzip");
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(aliceJobs);
    // The same bytes again, not compressed again; a change writes and compresses anew.
    expect(Buffer.from(await (await gzipList(alice)).arrayBuffer())).toEqual(bytes);
    await createJob(alice, "Job 7");
    const changed = JSON.parse(
      gunzipSync(Buffer.from(await (await gzipList(alice)).arrayBuffer())).toString("utf8"),
    );
    expect(changed.map((job: Listed) => job.title)).toContain("Job 7");
    await db().job.deleteMany({ where: { userId: alice.id, title: "Job 7" } });
    expect((await list(alice)).json).toEqual(aliceJobs);
  });

  it.each([
    ["no Accept-Encoding", ""],
    ["gzip refused with q=0", "gzip;q=0, br"],
    ["only identity", "identity"],
  ])("answers plain JSON to a client with %s", async (_, encoding) => {
    const response = await gzipList(alice, "", encoding);
    expect(response.headers.get(PRECOMPRESSED_HEADER)).toBeNull();
    expect(JSON.parse(await response.text())).toEqual(aliceJobs);
  });

  it("answers a page as plain JSON (Next compresses it as it does any answer)", async () => {
    const response = await gzipList(alice, "?limit=2");
    expect(response.headers.get(PRECOMPRESSED_HEADER)).toBeNull();
    expect(JSON.parse(await response.text())).toEqual(aliceJobs.slice(0, 2));
  });
});

describe("the stored description preview", () => {
  const long = (letter: string) => `${letter.repeat(150)} ${"é😀".repeat(200)}`;
  const listed = async (user: TestUser, id: string) =>
    ((await list(user)).json as Listed[]).find((job) => job.id === id)!;

  it("is the description's first 160 characters, written when the job is created", async () => {
    const user = await createTestUser();
    const job = await createJob(user, "Long", long("a"));
    const preview = (await listed(user, job.id)).description;
    expect(preview).toBe([...long("a")].slice(0, LIST_DESCRIPTION_LENGTH).join(""));
    expect([...preview]).toHaveLength(LIST_DESCRIPTION_LENGTH);
    const row = await db().job.findUniqueOrThrow({ where: { id: job.id } });
    expect(row.descriptionPreview).toBe(preview);
  });

  it("follows the description when the job is edited, through the API or any other write", async () => {
    const user = await createTestUser();
    const job = await createJob(user, "Edited", long("a"));
    await call(jobRoute.PATCH, "PATCH", {
      user,
      params: { id: job.id },
      body: { description: long("b") },
    });
    expect((await listed(user, job.id)).description.startsWith("bbb")).toBe(true);
    await db().job.update({ where: { id: job.id }, data: { description: "Short now" } });
    expect((await listed(user, job.id)).description).toBe("Short now");
    await call(jobRoute.PATCH, "PATCH", {
      user,
      params: { id: job.id },
      body: { status: "offer" },
    });
    expect(await listed(user, job.id)).toMatchObject({ description: "Short now", status: "offer" });
  });

  it("is cut at the same length the API has always used", async () => {
    const [column] = await db().$queryRawUnsafe<{ expression: string }[]>(
      `SELECT generation_expression AS expression FROM information_schema.columns
       WHERE table_name = 'Job' AND column_name = 'descriptionPreview'
         AND table_schema = current_schema()`,
    );
    expect(column.expression).toContain(`, ${LIST_DESCRIPTION_LENGTH})`);
  });
});

describe("GET /api/jobs?limit=&cursor=", () => {
  async function walk(user: TestUser, limit: number) {
    const pages: Listed[][] = [];
    let query = `?limit=${limit}`;
    for (;;) {
      const response = await list(user, query);
      expect(response.status).toBe(200);
      pages.push(response.json);
      const cursor = response.headers.get("x-next-cursor");
      if (!cursor) {
        expect(response.headers.get("link")).toBeNull();
        return pages;
      }
      expect(response.headers.get("link")).toBe(
        `</api/jobs?limit=${limit}&cursor=${cursor}>; rel="next"`,
      );
      query = `?limit=${limit}&cursor=${cursor}`;
    }
  }

  it.each([1, 2, 3, 6, 7])(
    "pages of %i cover the whole list once, in its order, the last page saying no more",
    async (limit) => {
      const pages = await walk(alice, limit);
      expect(pages.flat()).toEqual(aliceJobs);
      expect(pages).toHaveLength(Math.ceil(aliceJobs.length / limit));
      for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
    },
  );

  it("answers the rest of the list for a cursor without a limit", async () => {
    const first = await list(alice, "?limit=3");
    const rest = await list(alice, `?cursor=${first.headers.get("x-next-cursor")}`);
    expect(rest.json).toEqual(aliceJobs.slice(3));
    expect(rest.headers.get("x-next-cursor")).toBeNull();
  });

  it("answers the largest page the client may ask for", async () => {
    const response = await list(alice, `?limit=${MAX_PAGE_SIZE}`);
    expect(response.json).toEqual(aliceJobs);
    expect(response.headers.get("x-next-cursor")).toBeNull();
  });

  it("never answers another user's jobs, whatever the cursor", async () => {
    const cursor = (await list(alice, "?limit=1")).headers.get("x-next-cursor");
    const response = await list(bob, `?limit=5&cursor=${cursor}`);
    expect(response.status).toBe(200);
    for (const job of response.json as Listed[]) expect(job.title).toBe("Bob's only job");
    const far = encodeListCursor({ updatedAt: "9999-01-01T00:00:00.000Z", id: "c" });
    expect((await list(bob, `?cursor=${far}`)).json.map((job: Listed) => job.title)).toEqual([
      "Bob's only job",
    ]);
  });

  const limitMessage = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
  const cursorMessage = /^cursor is not one this server gave/;
  const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  it.each([
    ["limit 0", "limit=0", limitMessage],
    ["limit over the largest page", `limit=${MAX_PAGE_SIZE + 1}`, limitMessage],
    ["a negative limit", "limit=-1", limitMessage],
    ["a fractional limit", "limit=1.5", limitMessage],
    ["a limit in words", "limit=ten", limitMessage],
    ["an empty limit", "limit=", limitMessage],
    ["a 20-digit limit", "limit=99999999999999999999", limitMessage],
    ["a limit with a NUL", "limit=5%00", limitMessage],
    ["an empty cursor", "cursor=", cursorMessage],
    ["a made-up cursor", "cursor=not-a-cursor", cursorMessage],
    ["a broken encoding", "cursor=%ff%fe", cursorMessage],
    ["a cursor without an id", `cursor=${encoded(["2026-01-01T00:00:00.000Z"])}`, cursorMessage],
    ["a cursor without a time", `cursor=${encoded(["yesterday", "c1"])}`, cursorMessage],
    [
      "the 30th of February",
      `cursor=${encoded(["2026-02-30T00:00:00.000Z", "c1"])}`,
      cursorMessage,
    ],
    ["the year 0", `cursor=${encoded(["0000-01-01T00:00:00.000Z", "c1"])}`, cursorMessage],
    ["hour 24", `cursor=${encoded(["2026-01-01T24:00:00.000Z", "c1"])}`, cursorMessage],
    ["an impossible time", `cursor=${encoded(["2026-13-45T99:00:00.000Z", "c1"])}`, cursorMessage],
    [
      "SQL in the id",
      `cursor=${encoded(["2026-01-01T00:00:00.000Z", "' OR 1=1 --"])}`,
      cursorMessage,
    ],
    [
      "an object",
      `cursor=${encoded({ updatedAt: "2026-01-01T00:00:00.000Z", id: "c1" })}`,
      cursorMessage,
    ],
    ["a 5,000-character cursor", `cursor=${"A".repeat(5000)}`, cursorMessage],
  ])("answers 400 for %s", async (_case, query, message) => {
    const response = await list(alice, `?${query}`);
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(message);
  });

  it("answers 401 without a session, before reading the parameters", async () => {
    const response = await call(jobsRoute.GET, "GET", { path: "/api/jobs?limit=0" });
    expect(response).toMatchObject({ status: 401, json: { message: "Unauthorized" } });
  });
});

describe("the whole list, remembered between requests", () => {
  it("answers every change at once: a new job, an edit, a status, a delete", async () => {
    const carol = await createTestUser();
    const first = await createJob(carol, "Support Lead");
    expect((await list(carol)).json.map((job: Listed) => job.title)).toEqual(["Support Lead"]);
    expect(listMemoSize().users).toBeGreaterThan(0);
    // Unchanged: the same list again.
    expect((await list(carol)).json.map((job: Listed) => job.title)).toEqual(["Support Lead"]);

    const second = await createJob(carol, "Support Manager");
    expect((await list(carol)).json.map((job: Listed) => job.id)).toEqual([second.id, first.id]);

    const patched = await call(jobRoute.PATCH, "PATCH", {
      user: carol,
      params: { id: first.id },
      body: { status: "applied", description: "Lead the support team." },
    });
    expect(patched.status).toBe(200);
    const edited = (await list(carol)).json as (Listed & { status: string })[];
    expect(edited.map((job) => [job.title, job.status, job.description])).toEqual([
      ["Support Lead", "applied", "Lead the support team."],
      ["Support Manager", "prospect", "About Support Manager"],
    ]);

    // A write that sets an older update time (as a restore might) still shows.
    await db().job.updateMany({
      where: { id: second.id },
      data: { title: "Support Manager II", updatedAt: new Date("2020-01-01T00:00:00Z") },
    });
    expect((await list(carol)).json.map((job: Listed) => job.title)).toEqual([
      "Support Lead",
      "Support Manager II",
    ]);

    await call(jobRoute.DELETE, "DELETE", { user: carol, params: { id: first.id } });
    expect((await list(carol)).json.map((job: Listed) => job.id)).toEqual([second.id]);
  });

  it("answers a write made outside the app, in plain SQL, in one transaction with others", async () => {
    const erin = await createTestUser();
    const job = await createJob(erin, "Night Auditor");
    expect((await list(erin)).json.map((listed: Listed) => listed.title)).toEqual([
      "Night Auditor",
    ]);
    // Two updates in one transaction, the update time left as it was: a script's or a
    // restore's write, which the app's own code never sees.
    expect(job.id).toMatch(/^[a-z0-9]+$/);
    await sql().exec(
      `BEGIN; UPDATE "Job" SET title = 'Night Auditor II' WHERE id = '${job.id}';
       UPDATE "Job" SET status = 'applied' WHERE id = '${job.id}'; COMMIT;`,
    );
    expect((await list(erin)).json).toEqual([
      expect.objectContaining({ title: "Night Auditor II", status: "applied" }),
    ]);
    await sql().query(`DELETE FROM "Job" WHERE id = $1`, [job.id]);
    expect((await list(erin)).json).toEqual([]);
  });

  it("is kept per user: one user's list never answers another's", async () => {
    const dave = await createTestUser();
    await createJob(dave, "Dave's job");
    expect((await list(dave)).json.map((job: Listed) => job.title)).toEqual(["Dave's job"]);
    expect((await list(bob)).json.map((job: Listed) => job.title)).toEqual(["Bob's only job"]);
  });
});
