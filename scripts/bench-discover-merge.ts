// Merge, de-duplicate and rank 500 results from 5 sources against a résumé (target under
// 50 ms). Part of `npm run bench`; also runs alone: `tsx scripts/bench-discover-merge.ts`.
import { mergeResults } from "../lib/discover/merge";
import { clearScoreCache, rankResults } from "../lib/discover/rank";
import type { SourceJob } from "../lib/discover/types";

const SOURCES = ["remotive", "remoteok", "arbeitnow", "greenhouse", "adzuna"];
const SKILLS = [
  "React",
  "TypeScript",
  "Python",
  "Go",
  "Kubernetes",
  "PostgreSQL",
  "AWS",
  "GraphQL",
  "Terraform",
  "Kafka",
];
const ROLES = [
  "Frontend Engineer",
  "Backend Engineer",
  "Data Engineer",
  "Platform Engineer",
  "Product Designer",
];

const RESUME = [
  "Jane Doe",
  "Senior Software Engineer, Northwind (2019 - Present)",
  "- Built React and TypeScript dashboards used by 40,000 customers.",
  "- Ran services in Go on Kubernetes with PostgreSQL on AWS.",
  "Skills: React, TypeScript, Go, PostgreSQL, Kubernetes, AWS",
].join("\n");

const OPENINGS = [
  "joins a fast-growing logistics platform",
  "helps hospitals schedule their staff",
  "builds tools for independent retailers",
  "runs the payments stack of a travel marketplace",
  "maps energy use across office buildings",
  "moves freight data between carriers and shippers",
  "teaches languages through short daily lessons",
  "keeps insurance claims moving for small firms",
];
const PRODUCTS = [
  "a routing engine",
  "a booking app",
  "an analytics suite",
  "a billing system",
  "a mobile wallet",
  "a search index",
  "a sensor network",
  "a design system",
  "a claims portal",
  "a warehouse robot fleet",
  "a video pipeline",
];
const PERKS = [
  "a home-office budget",
  "four-day weeks in summer",
  "equity for everyone",
  "a yearly team retreat",
  "paid volunteering days",
  "private health cover",
  "a bike lease",
  "language classes",
];
const DUTIES = [
  "own features end to end and ship them weekly",
  "pair with designers on accessible interfaces",
  "design APIs that partners integrate with",
  "keep our data pipelines correct and observable",
  "run incident reviews and improve on-call",
  "mentor two junior engineers",
  "profile slow queries and fix them",
  "write the technical plan for a new product line",
];

function description(n: number): string {
  const skills = [0, 3, 7].map((offset) => SKILLS[(n * 7 + offset) % SKILLS.length]);
  return (
    `Company ${n} ${OPENINGS[n % OPENINGS.length]} and is hiring for its team ${n * 13}. ` +
    `You will ${DUTIES[(n * 3) % DUTIES.length]}, ${DUTIES[(n * 5 + 1) % DUTIES.length]} and ` +
    `${DUTIES[(n * 11 + 2) % DUTIES.length]}. Requirements: ${2 + (n % 5)}+ years of experience ` +
    `with ${skills[0]} and ${skills[1]}. Experience with ${skills[2]} is a plus. ` +
    `This year we are rebuilding ${PRODUCTS[n % PRODUCTS.length]} and then ${PRODUCTS[(n * 7 + 3) % PRODUCTS.length]}; ` +
    `people here like ${PERKS[n % PERKS.length]} and ${PERKS[(n * 5 + 2) % PERKS.length]}. ` +
    `Office ${n % 17} offers ${20 + (n % 10)} days of holiday and a budget of ${1000 + n} for learning.`
  );
}

/** 100 results per source; a fifth of them are the same postings seen on another source. */
export function benchJobs(): SourceJob[] {
  const jobs: SourceJob[] = [];
  SOURCES.forEach((source, s) => {
    for (let i = 0; i < 100; i++) {
      const n = i < 20 ? i : s * 100 + i; // the first 20 of each source overlap
      jobs.push({
        id: `${source}-${i}`,
        title: ROLES[n % ROLES.length],
        company: `Company ${n}`,
        location: n % 3 === 0 ? "Remote" : "Berlin",
        date: new Date(Date.UTC(2026, 0, 1 + (n % 60))).toISOString(),
        salary: n % 2 ? "$120,000 - $150,000 a year" : "",
        description: description(n),
        url: `https://example.com/${source}/${i}`,
        contract_type: "full-time",
        contract_time: "full_time",
        source,
      });
    }
  });
  return jobs;
}

export function benchDiscoverMerge() {
  const jobs = benchJobs();
  // Warm up the matcher (its word model loads on first use) and the JIT.
  rankResults(mergeResults(jobs.slice(0, 20)), RESUME);
  const runs: {
    merge: number;
    rank: number;
    warmRank: number;
    results: number;
    cpu: number;
    rankCpu: number;
  }[] = [];
  for (let run = 0; run < 5; run++) {
    clearScoreCache();
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const merged = mergeResults(jobs);
    const merge = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    const rankCpuStart = process.cpuUsage();
    const rankStart = performance.now();
    rankResults(merged, RESUME);
    const rank = performance.now() - rankStart;
    const rankCpu = process.cpuUsage(rankCpuStart);
    const warmStart = performance.now();
    rankResults(merged, RESUME);
    runs.push({
      merge,
      rank,
      warmRank: performance.now() - warmStart,
      results: merged.length,
      cpu: (cpu.user + cpu.system) / 1000,
      rankCpu: (rankCpu.user + rankCpu.system) / 1000,
    });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const merge = median(runs.map((r) => r.merge));
  const rank = median(runs.map((r) => r.rank));
  const warm = median(runs.map((r) => r.warmRank));
  const cpu = median(runs.map((r) => r.cpu));
  const rankCpu = median(runs.map((r) => r.rankCpu));
  console.log(
    `Discover: merge + de-duplicate of ${jobs.length} results from ${SOURCES.length} sources: ` +
      `${merge.toFixed(1)} ms (${cpu.toFixed(1)} ms of CPU; ${runs[0].results} results); rank by fit score: ${rank.toFixed(1)} ms cold (${rankCpu.toFixed(1)} ms of CPU), ` +
      `${warm.toFixed(1)} ms with the scores remembered; total ${(merge + rank).toFixed(1)} ms cold, ` +
      `${(merge + warm).toFixed(1)} ms warm (target under 50 ms)`,
  );
}

if (process.argv[1]?.endsWith("bench-discover-merge.ts")) benchDiscoverMerge();
