import { spawnSync } from "node:child_process";

// server.ts loads lib/realtime outside Next's bundler, where a module marked "server-only"
// throws on import: the relay must reach the database through lib/db/connection.
it("lib/realtime/proxy loads in plain Node, as server.ts loads it", () => {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "-e", "require('./lib/realtime/proxy.ts'); console.log('loaded')"],
    { cwd: process.cwd(), encoding: "utf8", timeout: 60_000 },
  );
  expect(result.stderr).not.toContain("server-only");
  expect(result.stdout.trim()).toBe("loaded");
});
