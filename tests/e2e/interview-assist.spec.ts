import net from "node:net";
import { expect, type Page } from "@playwright/test";
import {
  startFakeTranscriptionServer,
  type FakeTranscriptionServer,
} from "../support/fake-transcription-server";
import { test } from "./fixtures";
import { createAccount, expectToast, newAccount, screenshot } from "./helpers";

// The app server reads TRANSCRIPTION_BASE_URL from playwright.config.ts. When no fake
// transcription server listens there yet, this spec runs one that says what the
// interviewer asked; when the config's shared one runs, its own transcript is used.
const TRANSCRIPTION_PORT = Number(process.env.E2E_TRANSCRIPTION_PORT || 3192);
const QUESTION = "What have you built with Python and Django?";

test.use({
  permissions: ["microphone"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
});

const RESUME = `Dana Ortiz
Backend Engineer, Fabrikam Payments (2020 - Present)
- Built Python and Django services handling 2 million requests a day.
- Ran PostgreSQL schema migrations with zero downtime.`;

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

let speech: FakeTranscriptionServer | null = null;
test.beforeAll(async () => {
  if (await isListening(TRANSCRIPTION_PORT)) return;
  speech = await startFakeTranscriptionServer({ port: TRANSCRIPTION_PORT, transcript: QUESTION });
});
test.afterAll(async () => {
  await speech?.close();
});

async function openAssist(page: Page) {
  await createAccount(page, newAccount());
  const origin = new URL(page.url()).origin;
  const saved = await page.request.post("/api/master-resume", {
    data: { text: RESUME },
    headers: { Origin: origin },
  });
  expect(saved.ok()).toBe(true);
  // The dashboard cached "no résumé yet"; a fresh page reads the saved one.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  const nav = page.getByTestId("nav-interview-assist").first();
  // The sidebar's 'Experimental' group starts folded.
  if (!(await nav.isVisible()))
    await page
      .getByRole("button", { name: /experimental/i })
      .first()
      .click();
  await nav.click();
  await expect(page.getByRole("heading", { name: "Interview Assist", level: 1 })).toBeVisible();
}

const pill = (page: Page) => page.getByTestId("assist-status-pill");

test("listens, captures the last seconds and shows the transcribed question's suggestion", async ({
  page,
}) => {
  await openAssist(page);
  await expect(page.getByText("Suggestions appear after we hear a question.")).toBeVisible();
  await expect(pill(page)).toHaveText(/Idle · 00:00/);
  await page.getByRole("button", { name: "Start Listening" }).click();
  await expect(pill(page)).toHaveText(/Listening · \d\d:\d\d/);
  await expect(page.getByTestId("assist-waveform")).toBeVisible();
  // The live transcript comes through the realtime relay (a loopback fake upstream).
  await expect(page.getByTestId("assist-live-transcript")).toContainText("billing system", {
    timeout: 15_000,
  });
  await page.getByRole("button", { name: /Capture Last 30s/ }).click();
  const entry = page.getByTestId("assist-entry").first();
  await expect(entry).toHaveAttribute("data-status", "complete", { timeout: 20_000 });
  await expect(entry.getByText("Suggested Response")).toBeVisible();
  await entry.getByText("Transcript").click();
  if (speech) {
    await expect(entry).toContainText("Django services handling 2 million requests a day");
    await expect(entry).toContainText(QUESTION);
  }
  await screenshot(page, "interview-assist");
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(pill(page)).toHaveText(/Idle/);
  await expect(page.getByText("Listening paused")).toBeVisible();
});

test("drafts an answer to a typed question and uses an uploaded context file until removed", async ({
  page,
}) => {
  await openAssist(page);
  await expect(page.getByTestId("resume-highlights")).toContainText("Dana Ortiz");
  await page.getByText("Manual question").click();
  const box = page.getByPlaceholder("Paste or type a question for a suggested reply");
  const draft = page.getByRole("button", { name: "Draft Answer" });
  await expect(draft).toBeDisabled();
  await box.fill("Tell me about your PostgreSQL migrations.");
  await draft.click();
  const entry = page.getByTestId("assist-entry").first();
  await expect(entry).toHaveAttribute("data-status", "complete");
  await expect(entry).toContainText("PostgreSQL schema migrations with zero downtime");
  await expect(box).toBeHidden();

  await page.getByLabel("Context file").setInputFiles({
    name: "runbook.md",
    mimeType: "text/markdown",
    buffer: Buffer.from("Priority one incidents page the on-call lead within 15 minutes."),
  });
  await expectToast(page, "Context uploaded");
  const overview = page.getByTestId("context-overview");
  await expect(overview).toContainText("Mounted");
  await expect(overview).toContainText("runbook.md");

  await page.getByText("Manual question").click();
  await box.fill("What is the policy for priority one incidents?");
  await draft.click();
  await expect(page.getByTestId("assist-entry").first()).toContainText(
    "on-call lead within 15 minutes",
  );

  await page.getByRole("button", { name: "Remove" }).click();
  await expectToast(page, "Context removed");
  await expect(overview).toContainText("Not attached");
});

test("Space starts listening and Escape stops, but not while typing", async ({ page }) => {
  await openAssist(page);
  await page.getByText("Manual question").click();
  const box = page.getByPlaceholder("Paste or type a question for a suggested reply");
  await box.press("Space");
  await expect(pill(page)).toHaveText(/Idle/);
  await expect(box).toHaveValue(" ");
  await page.getByRole("heading", { name: "Interview Assist", level: 1 }).click();
  await page.keyboard.press("Space");
  await expect(pill(page)).toHaveText(/Listening/);
  await page.keyboard.press("Escape");
  await expect(pill(page)).toHaveText(/Idle/);
});

test("stacks the columns on a phone", async ({ page }) => {
  await openAssist(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const main = page.getByText("Live Suggestions");
  const side = page.getByText("Context overview");
  const mainBox = (await main.boundingBox())!;
  const sideBox = (await side.boundingBox())!;
  expect(sideBox.y).toBeGreaterThan(mainBox.y);
  expect(Math.abs(sideBox.x - mainBox.x)).toBeLessThan(40);
  const card = (await page.getByTestId("assist-columns").boundingBox())!;
  for (const select of await page.locator("[data-testid=assist-columns] select").all()) {
    const box = (await select.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await screenshot(page, "interview-assist-mobile");
});
