// `npm start`: migrate, build when the build is missing or older than the sources, serve.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { migrateDatabase } from "./prepare-data";

const SOURCES = ["app", "components", "lib", "prisma/schema.prisma", "next.config.ts", "tailwind.config.ts", "package-lock.json"];

function newestSourceTime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestSourceTime(path.join(entry, name))), stat.mtimeMs);
}

function needsBuild(): boolean {
  const buildId = path.join(".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestSourceTime(source) > built);
}

async function main() {
  await migrateDatabase();
  if (needsBuild()) {
    console.log("Building the app (first start or sources changed)...");
    const result = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  (process.env as Record<string, string>).NODE_ENV = "production";
  await import("../server");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
