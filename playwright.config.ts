import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  assertOnlyLoopbackSources,
  E2E_FAKE_SOURCES_ORIGIN,
  fakeSourcesEnv,
} from "./tests/support/job-sources/env";

const PORT = Number(process.env.E2E_PORT || 3107);
// Every run gets an empty data folder: a fresh install, as a newcomer would have.
const DATA_DIR = process.env.E2E_DATA_DIR || path.join(os.tmpdir(), `shortlist-e2e-${Date.now()}`);

// Discover's job sources: the loopback fakes on 127.0.0.1:3191 (tests/support/job-sources/
// serve.ts). The check throws if the app's environment would search a real source host.
const DISCOVER_ENV = fakeSourcesEnv();
assertOnlyLoopbackSources(DISCOVER_ENV);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "artifacts/e2e-output",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "artifacts/results/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      // The fake job sources Discover searches in these runs, posting pages on loopback too.
      command: "npx tsx tests/e2e/discover-fakes.ts",
      url: `${E2E_FAKE_SOURCES_ORIGIN}/remotive/api/remote-jobs`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      command: "npm start",
      url: `http://localhost:${PORT}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      // Empty values count as unset (lib/runtime-env.ts): PGlite, a generated secret.
      // The extraction tests serve their postings from 127.0.0.1, which only this setting opens.
      env: {
        PORT: String(PORT),
        DATA_DIR,
        DATABASE_URL: "",
        NEXTAUTH_SECRET: "",
        NEXTAUTH_URL: "",
        ALLOW_PRIVATE_NETWORK_FETCH: "true",
        // No model: the AI features run on the offline local engine.
        OPENAI_API_KEY: "",
        OPENAI_BASE_URL: "",
        ...DISCOVER_ENV,
      },
    },
  ],
});
