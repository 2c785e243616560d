// `npm run bench`: API latency with 1,000 jobs on PGlite and PostgreSQL, and the
// first-load JavaScript of "/". Prints figures; it is not a test.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PrismaClient } from "@prisma/client";
import { encode } from "next-auth/jwt";
import { openDatabase } from "../lib/db/adapter";
import { applyMigrations } from "../lib/db/migrate";
import {
  benchmarkFreshPostings,
  benchmarkHostilePostings,
  benchmarkMatch,
} from "../lib/match/benchmark";
import { startChatCompletionsServer } from "../tests/support/chat-completions-server";
import { startAssistBench } from "./bench-assist";
import { printEvidenceQuality } from "./bench-evidence";
import { printRegexWorstCase } from "./bench-regex";
import { printSimulatorReplyTime } from "./bench-simulator";
import { benchDiscoverMerge } from "./bench-discover-merge";
import { benchBackgroundSearch } from "./bench-background-search";
import { PROBE_ARGS, PROBE_FILE, printIdleMemory, printUploadPeak } from "./bench-memory";
import { printLoad } from "./bench-load";
import { printHealthDuringAnalysis } from "./bench-hostile-analysis";
import { printHealthDuringHostileUploads } from "./bench-hostile-uploads";
import { printFirstLoadJs } from "./bench-first-load";
import { printRealtimeRelayLatency } from "./bench-realtime";
import { benchStreamingTtfb } from "./bench-streaming";
import { benchInterviewInsight } from "./bench-interview";
import { buildIfNeeded } from "./build-if-needed";
import { percentile } from "./bench-stats";
import { httpGet } from "./bench-http";

const JOBS = 1000;
const REQUESTS = 300;
const SECRET = "bench-secret";
const PORT = 3190;
const BASE = `http://localhost:${PORT}`;
const POSTGRES_ADMIN =
  process.env.BENCH_POSTGRES_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

const paragraph =
  "We are looking for an engineer to design, build and operate services in TypeScript and PostgreSQL. You will own features end to end, work with product and design, and mentor others. ";

async function seed(env: { DATABASE_URL?: string; DATA_DIR?: string }) {
  Object.assign(process.env, env);
  const handle = openDatabase({ url: env.DATABASE_URL || undefined });
  await applyMigrations(handle.sql);
  const prisma = new PrismaClient({ adapter: handle.factory });
  const user = await prisma.user.create({
    data: {
      email: `bench-${Date.now()}@example.com`,
      masterResume: {
        create: {
          text: "Jane Doe\nSoftware Engineer, Northwind (2019 - Present)\n- Built services in TypeScript and PostgreSQL.",
        },
      },
    },
  });
  const statuses = ["prospect", "applied", "interviewing", "offer", "rejected"] as const;
  await prisma.job.createMany({
    data: Array.from({ length: JOBS }, (_, index) => ({
      userId: user.id,
      title: `Software Engineer ${index}`,
      company: `Company ${index % 97}`,
      salary: "$120,000 - $150,000 a year",
      status: statuses[index % statuses.length],
      description: paragraph.repeat(12),
    })),
  });
  const jobIds = (
    await prisma.job.findMany({ where: { userId: user.id }, select: { id: true } })
  ).map((job) => job.id);
  await prisma.$disconnect();
  await handle.sql.close();
  return { userId: user.id, jobIds };
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  // The same Node flags as `npm start` (package.json): a larger young generation means
  // fewer garbage-collection pauses while building large JSON answers.
  const server = spawn(
    process.execPath,
    [
      "--max-semi-space-size=32",
      // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
      ...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      "--import",
      "tsx",
      ...PROBE_ARGS,
      "server.ts",
    ],
    {
      env: {
        ...process.env,
        ...env,
        NODE_ENV: "production",
        PORT: String(PORT),
        NEXTAUTH_SECRET: SECRET,
        MEMORY_PROBE_FILE: PROBE_FILE,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  for (let attempt = 0; attempt < 120; attempt++) {
    const ready = await fetch(`${BASE}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("The server did not become ready");
}

async function measure(label: string, urls: () => string, cookie: string, target: string) {
  const timings: number[] = [];
  for (let index = 0; index < REQUESTS + 20; index++) {
    const { status, ms } = await httpGet(urls(), cookie);
    if (status >= 400) throw new Error(`${label}: HTTP ${status}`);
    if (index >= 20) timings.push(ms);
  }
  timings.sort((a, b) => a - b);
  const [p50, p95] = [percentile(timings, 50), percentile(timings, 95)];
  console.log(
    `  ${label.padEnd(22)} p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   (${REQUESTS} requests; ${target})`,
  );
}

type Seeded = { cookie: string; jobIds: string[] };

async function benchDatabase(
  name: string,
  env: Record<string, string>,
  more?: (seeded: Seeded, server: ChildProcess) => Promise<void>,
) {
  console.log(`\n${name}: ${JOBS} jobs for one user`);
  const { userId, jobIds } = await seed(env);
  const server = await startServer(env);
  try {
    const cookie = `next-auth.session-token=${await encode({ token: { sub: userId }, secret: SECRET })}`;
    if (name === "PGlite") await printIdleMemory(server.pid!);
    // The floor: a route that touches no database, so the figures below can be read
    // as Next's own per-request cost plus ours.
    await measure("GET /api/login (floor)", () => `${BASE}/api/login`, cookie, "no target");
    const listTarget = name === "PGlite" ? 20 : 12;
    await measure(
      "GET /api/jobs",
      () => `${BASE}/api/jobs`,
      cookie,
      `target p95 <= ${listTarget} ms`,
    );
    await measure(
      "GET /api/jobs/{id}",
      () => `${BASE}/api/jobs/${jobIds[Math.floor(Math.random() * jobIds.length)]}`,
      cookie,
      "target p95 <= 8 ms",
    );
    await more?.({ cookie, jobIds }, server);
    return server;
  } catch (error) {
    server.kill();
    throw error;
  }
}

// BENCH_PART=api: only the API figures and the load, on both databases (for comparing two
// builds quickly); unset, the whole bench.
const API_ONLY = process.env.BENCH_PART === "api";
// BENCH_PART=uploads: only the hostile uploads, on PGlite.
const UPLOADS_ONLY = process.env.BENCH_PART === "uploads";

async function printEngineFigures() {
  const perSecond = benchmarkMatch(JOBS);
  console.log(
    `lib/match: ${perSecond} analyses per second over ${JOBS} analyses on one core (target >= 2,000)`,
  );
  const fresh = benchmarkFreshPostings(JOBS / 4);
  console.log(
    `lib/match: ${fresh} analyses per second when no posting line was seen before (the figure above reuses the reading of repeated lines)`,
  );
  const hostile = benchmarkHostilePostings();
  console.log(
    `lib/match on hostile 50,000-character postings: slowest ${hostile.ms} ms (${hostile.name}; target < 500)`,
  );
  printEvidenceQuality();
  printRegexWorstCase();
  printSimulatorReplyTime();
  await printRealtimeRelayLatency();
  benchDiscoverMerge();
  benchBackgroundSearch();
}

async function main() {
  if (!API_ONLY && !UPLOADS_ONLY) await printEngineFigures();
  buildIfNeeded();
  const assist = await startAssistBench();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shortlist-bench-"));
  const model = await startChatCompletionsServer();
  const pglite = await benchDatabase(
    "PGlite",
    { DATA_DIR: dataDir, DATABASE_URL: "", OPENAI_BASE_URL: model.baseURL },
    async ({ cookie, jobIds }, server) => {
      if (UPLOADS_ONLY) return printHealthDuringHostileUploads({ base: BASE, secret: SECRET });
      await printLoad({ base: BASE, cookie, jobIds, pid: server.pid! });
      if (API_ONLY) return;
      await printHealthDuringAnalysis({ base: BASE, secret: SECRET });
      await printHealthDuringHostileUploads({ base: BASE, secret: SECRET });
      await printFirstLoadJs({ base: BASE, cookie });
      await benchStreamingTtfb({ base: BASE, cookie, jobId: jobIds[0], model });
      await assist.measureCapture({ base: BASE, secret: SECRET, model });
      console.log("\nServer memory while parsing the largest legal uploads (10 MB):");
      await printUploadPeak({ base: BASE, cookie, pid: server.pid! });
      await benchInterviewInsight({ base: BASE, cookie, pid: server.pid! });
    },
  );
  pglite.kill();
  await model.close();
  if (UPLOADS_ONLY) return;

  const admin = openDatabase({ url: POSTGRES_ADMIN });
  const database = `shortlist_bench_${Date.now()}`;
  try {
    await admin.sql.exec(`CREATE DATABASE ${database}`);
  } catch (error) {
    console.log(
      `\nPostgreSQL: skipped (${(error as Error).message}); set BENCH_POSTGRES_URL to a local server.`,
    );
    await admin.sql.close();
    return;
  }
  const url = new URL(POSTGRES_ADMIN);
  url.pathname = `/${database}`;
  const postgres = await benchDatabase("PostgreSQL", {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
  });
  postgres.kill();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await admin.sql.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.sql.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// The loopback fakes (model, transcription) keep sockets open; the figures are printed.
main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
