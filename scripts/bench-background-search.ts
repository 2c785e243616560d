// An AI Mode background search of 50 candidates whose posting pages answer after 200 ms,
// timed from start to "completed" (target under 5 s). Part of `npm run bench`; also runs
// alone: `node --conditions=react-server --import tsx scripts/bench-background-search.ts`.
import { spawnSync } from "node:child_process";
import path from "node:path";

const CANDIDATES = 50;
const PAGE_DELAY_MS = 200;

const RESUME = [
  "Jane Doe",
  "Senior Software Engineer, Northwind (2019 - Present)",
  "- Built TypeScript services on PostgreSQL serving 2 million requests a day.",
  "Skills: TypeScript, Node.js, PostgreSQL, Kubernetes, AWS",
].join("\n");

async function run() {
  // Loaded here, not at the top: the app's server modules need the react-server condition.
  const { connect, setConnection } = await import("../lib/db");
  const { openDatabase } = await import("../lib/db/adapter");
  const { applyMigrations } = await import("../lib/db/migrate");
  const { createInProcessQueue, setBackgroundQueue } = await import("../lib/queue");
  const { runParseTask } = await import("../lib/parsers/pool");
  const searches = await import("../lib/discover/background/searches");
  const feedsModule = await import("../tests/support/discover-feeds");

  const jobs = Array.from({ length: CANDIDATES }, (_, index) => ({
    id: String(1000 + index),
    title: `Software Engineer ${index}`,
    company: `Company ${index}`,
    salary: "$130,000 - $150,000",
    description: `<p>Company ${index} builds logistics software. Requirements: TypeScript, PostgreSQL, ${index % 2 ? "Kubernetes" : "AWS"}.</p>`,
    url: `/postings/${index}`,
  }));
  const pages = Object.fromEntries(
    jobs.map((job) => [
      job.url,
      { html: feedsModule.postingHtml(job.title), delayMs: PAGE_DELAY_MS },
    ]),
  );
  // Remotive pages its board 25 at a time, so the 50 come from two sources.
  const feeds = await feedsModule.startDiscoverFeeds({
    remotive: jobs.slice(0, 25),
    arbeitnow: jobs.slice(25),
    pages,
  });
  Object.assign(process.env, feeds.env, { ALLOW_PRIVATE_NETWORK_FETCH: "true" });

  const handle = openDatabase({ url: "memory://" });
  await applyMigrations(handle.sql);
  const connection = connect(handle);
  setConnection(connection);
  const queue = createInProcessQueue();
  setBackgroundQueue(queue);
  const user = await connection.prisma.user.create({
    data: { email: "bench-ai-mode@example.com", masterResume: { create: { text: RESUME } } },
  });
  // The parser workers start once per process, not per search.
  await Promise.all([
    runParseTask("rich-text-batch", ["<p>a</p>"]),
    runParseTask("rich-text-batch", ["<p>b</p>"]),
  ]);

  const started = performance.now();
  const { searchId } = await searches.startBackgroundSearch({
    userId: user.id,
    filters: {
      titles: ["Software Engineer"],
      keywords: [],
      location: "",
      salary: "",
      jobType: "any",
      workArrangement: "any",
    },
  });
  let answer = await searches.getBackgroundResults({ userId: user.id, searchId });
  while (answer.search.status === "queued" || answer.search.status === "running") {
    await new Promise((resolve) => setTimeout(resolve, 25));
    answer = await searches.getBackgroundResults({ userId: user.id, searchId });
  }
  const seconds = (performance.now() - started) / 1000;
  const pagesRead = feeds.requests.filter((path) => path.startsWith("/postings/")).length;
  console.log(
    `AI Mode: background search of ${CANDIDATES} candidates (pages answer after ${PAGE_DELAY_MS} ms, ` +
      `8 at a time): ${seconds.toFixed(2)} s end to end, ${answer.search.status}, ` +
      `${answer.jobs.length} kept, ${pagesRead} pages read (target under 5 s)`,
  );
  await queue.stop();
  await connection.prisma.$disconnect();
  await handle.sql.close();
  await feeds.close();
}

/** Runs the bench in a child process with the react-server condition the app's modules need. */
export function benchBackgroundSearch() {
  const result = spawnSync(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      path.join(__dirname, "bench-background-search.ts"),
    ],
    { stdio: "inherit", env: process.env },
  );
  if (result.status !== 0) console.log("AI Mode bench failed (see above).");
}

if (process.argv[1]?.endsWith("bench-background-search.ts")) {
  run().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
