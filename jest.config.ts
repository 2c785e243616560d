import type { Config } from "jest";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const moduleNameMapper = {
  "^@/(.*)$": "<rootDir>/$1",
  "^server-only$": "<rootDir>/tests/support/empty-module.ts",
};

// Two projects: components and pure logic in jsdom; route handlers in Node against a
// real database (PGlite in memory, or the PostgreSQL in TEST_DATABASE_URL).
export default async function config(): Promise<Config> {
  const unit = await createJestConfig({
    displayName: "unit",
    testEnvironment: "jsdom",
    testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
    setupFilesAfterEnv: [
      "<rootDir>/tests/support/jest-dom.ts",
      "<rootDir>/tests/support/real-host-guard.ts",
      "<rootDir>/tests/support/tailwind-merge.ts",
      "<rootDir>/tests/support/clean-navigation-memory.ts",
    ],
    moduleNameMapper,
  })();
  const api = await createJestConfig({
    displayName: "api",
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
    setupFilesAfterEnv: ["<rootDir>/tests/support/real-host-guard.ts"],
    moduleNameMapper,
  })();
  // PGlite starts a WebAssembly PostgreSQL per test file; give hooks room on a busy machine.
  // Jest's default of one worker fewer than the cores: two workers on a two-core machine
  // ran the suite in 14 minutes instead of about 20, but the timed tests share the cores
  // then, and the regex budget's went over its bound in one of two runs.
  return { projects: [unit, api], testTimeout: 30_000 };
}
