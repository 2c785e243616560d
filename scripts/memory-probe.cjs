/* eslint-disable @typescript-eslint/no-require-imports -- preloaded with --require, CommonJS */
// Bench only (scripts/bench-memory.ts preloads it into the server): on SIGUSR2, writes the
// process's memory figures and the packages it has loaded to MEMORY_PROBE_FILE.
const fs = require("node:fs");

process.on("SIGUSR2", () => {
  const packages = {};
  for (const file of Object.keys(require.cache)) {
    const match = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g);
    const name = match ? match[match.length - 1].slice(13, -1) : "(app)";
    packages[name] = (packages[name] ?? 0) + 1;
  }
  const report = { memory: process.memoryUsage(), packages };
  fs.writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify(report));
});
