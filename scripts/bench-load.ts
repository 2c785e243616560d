// The load figure of `npm run bench`: 50 signed-in users with no think time for 60 s on
// loopback, each opening the app as the client does (the session, the job list, the master
// résumé and the snapshot for the dashboard, then one job's workbench). Prints requests per
// second, p50/p95/p99, errors, and the server's peak resident memory during the run.
// BENCH_LOAD_SECONDS shortens the run for a quick check.
import fs from "node:fs";
import { Agent } from "node:http";
import { httpGet } from "./bench-http";
import { percentile } from "./bench-stats";

export const LOAD_USERS = 50;
const DEFAULT_SECONDS = 60;

type LoadOptions = { base: string; cookie: string; jobIds: string[]; pid?: number };

/** What one user's client asks for when it opens the dashboard, then a job. */
function openingRequests(jobIds: string[]): string[] {
  const jobId = jobIds[Math.floor(Math.random() * jobIds.length)];
  return [
    "/api/auth/user",
    "/api/jobs",
    "/api/master-resume",
    "/api/professional-snapshot",
    `/api/jobs/${jobId}`,
  ];
}

function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
}

/** CPU seconds a process has used (user and system), from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

// A keep-alive agent of one socket per user, as a browser keeps its connection, asking for
// gzip as a browser does (until 2026-12-07 the load asked for plain bodies, which no browser
// does: the 430 KB list went out whole on every opening).
const get = (agent: Agent, url: URL, cookie: string) => httpGet(url.href, cookie, agent);

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  peakRss?: number;
  /** The server's CPU per request and the share of a core it and the load client used. */
  cpu?: { serverMsPerRequest: number; serverCores: number; clientCores: number };
  /** p95 of each kind of request, to see where the time goes. */
  p95ByRoute: Record<string, number>;
};

const routeOf = (path: string) => path.replace(/\/api\/jobs\/[^/]+$/, "/api/jobs/{id}");

/** Runs the load and returns its figures (bench.ts prints them). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS || DEFAULT_SECONDS);
  const timings: number[] = [];
  const byRoute: Record<string, number[]> = {};
  let errors = 0;
  let peakRss = options.pid ? rssBytes(options.pid) : undefined;
  const poll = options.pid
    ? setInterval(() => (peakRss = Math.max(peakRss ?? 0, rssBytes(options.pid!))), 50)
    : undefined;

  const user = async (deadline: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (performance.now() < deadline) {
      for (const path of openingRequests(options.jobIds)) {
        const started = performance.now();
        const answer = await get(agent, new URL(path, options.base), options.cookie).catch(
          () => null,
        );
        if (answer?.status !== 200) errors++;
        // To the body's last byte, as the API figures (scripts/bench-http.ts).
        const ms = answer?.ms ?? performance.now() - started;
        timings.push(ms);
        (byRoute[routeOf(path)] ??= []).push(ms);
        if (performance.now() >= deadline) break;
      }
    }
    agent.destroy();
  };
  // Untimed: each route's first request loads its code and fills the database's caches.
  for (const path of openingRequests(options.jobIds)) {
    await get(new Agent(), new URL(path, options.base), options.cookie);
  }
  const serverCpuBefore = options.pid ? cpuSeconds(options.pid) : 0;
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: LOAD_USERS }, () => user(deadline)));
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(poll);
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const serverCpu = options.pid ? cpuSeconds(options.pid) - serverCpuBefore : 0;
  timings.sort((a, b) => a - b);
  return {
    requestsPerSecond: timings.length / elapsed,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
    errors,
    peakRss,
    cpu: options.pid
      ? {
          serverMsPerRequest: (serverCpu * 1000) / timings.length,
          serverCores: serverCpu / elapsed,
          clientCores: (clientCpu.user + clientCpu.system) / 1e6 / elapsed,
        }
      : undefined,
    p95ByRoute: Object.fromEntries(
      Object.entries(byRoute).map(([route, list]) => [
        route,
        percentile(
          list.sort((a, b) => a - b),
          95,
        ),
      ]),
    ),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Runs the load and prints each figure beside its target (issue 14). */
export async function printLoad(options: LoadOptions) {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS || DEFAULT_SECONDS);
  console.log(
    `\nLoad: ${LOAD_USERS} signed-in users, no think time, ${seconds} s on loopback (dashboard then a job):`,
  );
  const result = await runLoad(options);
  console.log(
    `  ${result.requestsPerSecond.toFixed(0)} requests/s (target >= 400); p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (target <= 200), p99 ${result.p99.toFixed(1)} ms; ${result.errors} errors (target 0)`,
  );
  const routes = Object.entries(result.p95ByRoute)
    .map(([route, ms]) => `${route} ${ms.toFixed(0)}`)
    .join(", ");
  console.log(`  p95 by request (ms): ${routes}`);
  if (result.cpu) {
    const { serverMsPerRequest, serverCores, clientCores } = result.cpu;
    console.log(
      `  CPU: the server ${serverMsPerRequest.toFixed(2)} ms a request (${serverCores.toFixed(2)} cores, its worker threads included); the load client ${clientCores.toFixed(2)} cores`,
    );
  }
  if (result.peakRss !== undefined) {
    console.log(
      `  Server memory peak under this load: RSS ${mb(result.peakRss)} (target <= 250 MB)`,
    );
  }
  return result;
}
