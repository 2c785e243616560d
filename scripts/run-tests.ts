// `npm test`: the Jest suite (components, units, API on PGlite), then the API suite
// again on PostgreSQL when TEST_DATABASE_URL names one. Ends with "N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { countResults } from "./count-results";

const RESULTS = path.join("artifacts", "results");

function jest(name: string, args: string[], env: NodeJS.ProcessEnv) {
  const outputFile = path.join(RESULTS, `jest-${name}.json`);
  console.log(`\n> jest (${name})`);
  // --forceExit: a handle a test leaves open (a pool, a timer) must not hold the run
  // until CI's time limit; Jest still names the leak in its output.
  const command = ["jest", "--json", `--outputFile=${outputFile}`, "--forceExit", ...args];
  const result = spawnSync("npx", command, {
    stdio: "inherit",
    env: { ...process.env, NODE_OPTIONS: "--experimental-vm-modules --no-warnings", ...env },
  });
  return result.status === 0;
}

fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS, { recursive: true });
const extra = process.argv.slice(2);
const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
let ok = jest("pglite", extra, { ...withoutPostgres, TEST_DATABASE_URL: "" });
if (TEST_DATABASE_URL) {
  ok =
    jest("postgres", ["--selectProjects", "api", ...extra], {
      ...process.env,
      TEST_DATABASE_URL,
    }) && ok;
} else {
  console.log("\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only.");
}
const { passed, failed } = countResults(RESULTS);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
