import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

/** Opens Interview Insight from the sidebar (or the mobile drawer), under Experimental. */
export async function openInsight(page: Page, { isMobile = false } = {}) {
  let nav: Locator = page.locator("body");
  if (isMobile) {
    await page.getByTestId("mobile-menu-button").click();
    nav = page.getByTestId("mobile-drawer");
    // The drawer's code loads on first open: read its state once it is there.
    await expect(nav).toBeVisible();
  }
  const item = nav.getByTestId("nav-interview-insight").first();
  if (!(await item.isVisible())) await nav.getByTestId("nav-experimental").first().click();
  await item.click();
  await expect(page.getByRole("heading", { name: "Interview Insight", level: 1 })).toBeVisible();
}

/** Picks an option of a Radix select by its text. */
export async function choose(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * A second `npm start` on its own port and data folder, with no speech service at all,
 * for the offline path. The build is the one the main server just made.
 */
export async function startServerWithoutSpeech(port: number) {
  const child: ChildProcess = spawn("npm", ["start"], {
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(os.tmpdir(), `shortlist-e2e-nospeech-${Date.now()}`),
      DATABASE_URL: "",
      NEXTAUTH_SECRET: "",
      NEXTAUTH_URL: "",
      APP_ORIGIN: "",
      OPENAI_API_KEY: "",
      OPENAI_BASE_URL: "",
      TRANSCRIPTION_BASE_URL: "",
      TRANSCRIPTION_MODEL: "",
    },
  });
  const stop = () => {
    // The group: npm, the supervisor and the server it started.
    if (child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return { baseURL: `http://localhost:${port}`, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`The second server did not start on port ${port}`);
}
