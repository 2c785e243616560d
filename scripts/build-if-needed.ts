import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "prisma/schema.prisma",
  "next.config.ts",
  "tailwind.config.ts",
  "package-lock.json",
];

function newestTime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestTime(path.join(entry, name))), stat.mtimeMs);
}

function needsBuild(): boolean {
  const buildId = path.join(".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestTime(source) > built);
}

/** Runs `next build` when there is no build or a source is newer than it. */
export function buildIfNeeded() {
  if (!needsBuild()) return;
  console.log("Building the app (first start or sources changed)...");
  const result = spawnSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
