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
// The loopback speech-to-text server (the /v1/audio/transcriptions wire format) for Interview Insight.
const FAKE_TRANSCRIPTION_PORT = Number(process.env.E2E_TRANSCRIPTION_PORT || 3192);
// The fake Realtime GA upstream the voice interview talks to (tests/support/serve-fake-realtime.ts).
const FAKE_REALTIME_PORT = Number(process.env.FAKE_REALTIME_PORT || 3193);
const FAKE_REALTIME_KEY = "fake-realtime-key";

// Discover's job sources: the loopback fakes on 127.0.0.1:3191 (tests/support/job-sources/
// serve.ts). The check throws if the app's environment would search a real source host.
const DISCOVER_ENV = fakeSourcesEnv();
assertOnlyLoopbackSources(DISCOVER_ENV);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "artifacts/e2e-output",
  timeout: 60_000,
  // About 7 minutes when well (the build included); a hung run ends with its report.
  globalTimeout: 30 * 60_000,
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
        // A fake microphone (a beeping tone) granted without a prompt, and audio that may
        // start without a click, for the voice interview.
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        "--autoplay-policy=no-user-gesture-required",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: "npx tsx tests/support/serve-fake-transcription.ts",
      port: FAKE_TRANSCRIPTION_PORT,
      reuseExistingServer: false,
      env: { FAKE_TRANSCRIPTION_PORT: String(FAKE_TRANSCRIPTION_PORT) },
    },
    {
      command: "npx tsx tests/support/serve-fake-realtime.ts",
      url: `http://127.0.0.1:${FAKE_REALTIME_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { FAKE_REALTIME_PORT: String(FAKE_REALTIME_PORT), FAKE_REALTIME_KEY },
    },
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
        APP_ORIGIN: "",
        ALLOW_PRIVATE_NETWORK_FETCH: "true",
        // No model: the AI features run on the offline local engine.
        OPENAI_API_KEY: "",
        OPENAI_BASE_URL: "",
        TRANSCRIPTION_BASE_URL: `http://127.0.0.1:${FAKE_TRANSCRIPTION_PORT}/v1`,
        // Voice runs against the fake upstream with a key of its own (text stays local).
        OPENAI_REALTIME_URL: `ws://127.0.0.1:${FAKE_REALTIME_PORT}/v1/realtime`,
        OPENAI_REALTIME_API_KEY: FAKE_REALTIME_KEY,
        ...DISCOVER_ENV,
      },
    },
  ],
});
