/* eslint-disable @typescript-eslint/no-require-imports -- preloaded with --require, CommonJS */
// Bench only (scripts/bench-memory.ts preloads it into the server): on SIGUSR2, writes the
// process's memory figures and the packages it has loaded to MEMORY_PROBE_FILE.
const fs = require("node:fs");
const v8 = require("node:v8");

process.on("SIGUSR2", () => {
  const packages = {};
  for (const file of Object.keys(require.cache)) {
    const match = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g);
    const name = match ? match[match.length - 1].slice(13, -1) : "(app)";
    packages[name] = (packages[name] ?? 0) + 1;
  }
  const heapSpaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.physical_space_size]),
  );
  const report = { memory: process.memoryUsage(), packages, heapSpaces };
  fs.writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify(report));
});
