import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { listeningPid } from "./server-process";

// Its own port and data folder; it reuses the production build the e2e server made.
const PORT = Number(process.env.E2E_SUPERVISOR_PORT || 3311);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const healthy = () =>
  fetch(`${ORIGIN}/api/health`)
    .then((response) => response.ok)
    .catch(() => false);

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

test("npm start restarts a server process that dies, says why, and stops when asked", async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shortlist-supervisor-"));
  const supervisor = spawn(
    process.execPath,
    ["--max-semi-space-size=32", "--import", "tsx", "scripts/start.ts"],
    {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        NEXTAUTH_SECRET: "",
        NEXTAUTH_URL: "",
        APP_ORIGIN: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  supervisor.stdout.on("data", (chunk) => (log += chunk));
  supervisor.stderr.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => supervisor.on("exit", resolve));
  try {
    expect(await waitFor(healthy, 120_000), `the server did not start:\n${log}`).toBe(true);
    const first = listeningPid(PORT);
    expect(first).not.toBeNull();
    expect(first, "the server runs in a child process").not.toBe(supervisor.pid);

    process.kill(first!, "SIGKILL");
    expect(await waitFor(() => log.includes("killed by SIGKILL"), 10_000), log).toBe(true);
    expect(await waitFor(healthy, 120_000), `no restart:\n${log}`).toBe(true);
    const second = listeningPid(PORT);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);

    supervisor.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(fs.existsSync(`/proc/${second}`), "the child stopped with its supervisor").toBe(false);
    expect(log).not.toContain("giving up");
  } finally {
    if (supervisor.exitCode === null) supervisor.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
