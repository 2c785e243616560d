import fs from "node:fs";
import config from "../../playwright.config";
import { expect, guardPage, test } from "./fixtures";
import { addJob, createAccount, expectToast, newAccount, screenshot } from "./helpers";
import { choose, openInsight, startServerWithoutSpeech } from "./insight-helpers";

// Chromium's fake microphone (a beeping tone) stands in for a real one, granted without a prompt.
const baseLaunch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...baseLaunch,
    args: [
      ...(baseLaunch.args ?? []),
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  },
});

// One of this spec's own ports, for the server that has no speech service.
const NO_SPEECH_PORT = Number(process.env.E2E_NO_SPEECH_PORT || 3472);

const JOB = {
  title: "Data Engineer",
  company: "Acme Analytics",
  description:
    "We need a data engineer with SQL, Python and Airflow experience to build reliable pipelines.",
};

const TRANSCRIPT = [
  "Interviewer: Tell me about a pipeline you built.",
  "Me: At my last team our nightly ETL took six hours. I rewrote the SQL and moved the jobs to Airflow, and the runtime dropped to forty minutes.",
  "Interviewer: How do you handle a failing job at night?",
  "Me: Um, I add alerts and retries, and I write a runbook so anyone on call can fix it.",
].join("\n");

test("record, pause, resume, end, preview, download and upload a recording; assign it to a job; delete it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await createAccount(page, newAccount());
  await addJob(page, JOB);
  await openInsight(page);
  await expect(page.getByTestId("speech-service-notice")).toBeHidden();
  await expect(
    page.getByText("Record an interview or upload audio to see transcripts here."),
  ).toBeVisible();

  const status = page.getByTestId("recording-status");
  await expect(status).toHaveAttribute("data-status", "idle");
  await expect(page.getByTestId("recording-timer")).toHaveText("00:00");
  await page.getByTestId("recording-start").click();
  await expect(status).toHaveAttribute("data-status", "recording");
  await expect(page.getByTestId("insight-waveform")).toBeVisible();
  await expect(page.getByTestId("recording-timer")).toHaveText("00:02", { timeout: 5000 });

  await page.getByTestId("recording-pause").click();
  await expect(status).toHaveAttribute("data-status", "paused");
  const pausedAt = await page.getByTestId("recording-timer").textContent();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId("recording-timer")).toHaveText(pausedAt ?? "");
  await expect(page.getByTestId("recording-pause")).toHaveText("Resume");
  await page.getByTestId("recording-pause").click();
  await expect(status).toHaveAttribute("data-status", "recording");
  await page.waitForTimeout(1200);
  await page.getByTestId("recording-end").click();
  await expect(status).toHaveAttribute("data-status", "recorded");
  await expect(page.getByTestId("recording-status-label")).toHaveText("Recorded");

  // The preview plays the recording from this tab.
  await page.getByTestId("recording-preview-toggle").click();
  await expect(page.getByTestId("recording-preview-toggle")).toHaveText("Pause Preview");
  await page.getByTestId("recording-preview-toggle").click();
  await expect(page.getByTestId("recording-preview-toggle")).toHaveText("Play Preview");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("recording-download").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^interview-[\d-]+\.webm$/);
  const saved = await download.path();
  const head = fs.readFileSync(saved).subarray(0, 4);
  expect([...head]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

  // The upload is held in the browser until the processing state has been seen: with a short
  // recording the real server can answer before a poll would catch that state.
  let releaseUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route("**/api/interview-insight", async (route) => {
    if (route.request().method() === "POST") await uploadHeld;
    await route.continue();
  });
  await page.getByTestId("recording-upload").click();
  await expect(page.getByTestId("insight-processing")).toHaveText("Processing interview...");
  releaseUpload();
  await expect(status).toHaveAttribute("data-status", "idle");
  const card = page.getByTestId("insight-session");
  await expect(card).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId("insight-processing")).toBeHidden();
  await expect(card.getByTestId("session-job")).toHaveText("No job");
  await expect(card.getByTestId("notes-summary")).not.toContainText("Nothing noted.");
  for (const section of [
    "Strengths",
    "Gaps",
    "Improvements",
    "Follow-up Questions",
    "Additional Notes",
  ]) {
    await expect(card.getByRole("heading", { name: section, level: 4 })).toBeVisible();
  }
  await card.getByTestId("session-transcript-toggle").click();
  await expect(card.getByTestId("session-transcript-text")).not.toBeEmpty();
  await expect(
    page.getByText('Showing all interview transcripts. Use "Assign to Job" to organize them.'),
  ).toBeVisible();
  await screenshot(page, "interview-insight-session");

  // Assign it to the job; with that job as the context it is listed, and it says so.
  await choose(page, card.getByTestId("session-assign"), `${JOB.title} — ${JOB.company}`);
  await expect(card.getByTestId("session-job")).toHaveText(`${JOB.title} — ${JOB.company}`);
  await choose(page, page.getByTestId("insight-job-context"), `${JOB.title} — ${JOB.company}`);
  await expect(page.getByTestId("insight-session")).toHaveCount(1);
  await expect(page.getByTestId("insight-session").getByTestId("session-job")).toHaveText(
    `${JOB.title} — ${JOB.company}`,
  );

  // Delete asks first; cancelling keeps it.
  await page.getByTestId("session-delete").click();
  await expect(page.getByTestId("session-delete-confirm-dialog")).toContainText(
    "Delete this interview session? This action cannot be undone.",
  );
  await page.getByTestId("session-delete-confirm-cancel").click();
  await expect(page.getByTestId("insight-session")).toHaveCount(1);
  await page.getByTestId("session-delete").click();
  await page.getByTestId("session-delete-confirm-action").click();
  await expect(page.getByTestId("insight-session")).toHaveCount(0);
  await expect(page.getByText("No interviews recorded yet for this job.")).toBeVisible();
});

test("with no speech service: the screen says so before recording, and a pasted transcript is analysed offline", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const server = await startServerWithoutSpeech(NO_SPEECH_PORT);
  try {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await guardPage(page);
    await createAccount(page, newAccount());
    await addJob(page, JOB);
    await openInsight(page);
    const notice = page.getByTestId("speech-service-notice");
    await expect(notice).toContainText("Audio needs a speech-to-text service.");
    await expect(notice).toContainText("TRANSCRIPTION_BASE_URL");
    await expect(notice).toContainText("OPENAI_API_KEY");
    await expect(page.getByTestId("audio-drop-zone")).toHaveAttribute("aria-disabled", "true");

    await choose(page, page.getByTestId("insight-job-context"), `${JOB.title} — ${JOB.company}`);
    await expect(page.getByText("No interviews recorded yet for this job.")).toBeVisible();
    await page.getByTestId("paste-transcript-toggle").click();
    await expect(page.getByTestId("paste-transcript-analyze")).toBeDisabled();
    await page.getByTestId("paste-transcript-input").fill("   ");
    await expect(page.getByTestId("paste-transcript-error")).toHaveText("Transcript is required");
    await page.getByTestId("paste-transcript-input").fill(TRANSCRIPT);
    await page.getByTestId("paste-transcript-analyze").click();

    const card = page.getByTestId("insight-session");
    await expect(card).toHaveCount(1, { timeout: 30_000 });
    await expect(card.getByTestId("session-job")).toHaveText(`${JOB.title} — ${JOB.company}`);
    await expect(card.getByTestId("notes-summary")).not.toContainText("Nothing noted.");
    await expect(card.getByTestId("notes-delivery")).toBeVisible();
    await expect(card.getByTestId("notes-answers")).toContainText(
      "Tell me about a pipeline you built.",
    );
    // Every quoted line is the candidate's or the interviewer's own words.
    for (const quote of await card.locator("blockquote").allTextContents()) {
      expect(TRANSCRIPT).toContain(quote.replace(/^“|”$/g, ""));
    }

    await card.getByTestId("session-add-questions").click();
    await expectToast(page, "Questions added");
    // The interviewer's real question is now in the job's Q&A.
    await page.getByTestId("sidebar-recent-job").filter({ hasText: JOB.title }).first().click();
    await page.getByTestId("workbench-tab-qa").click();
    await expect(page.getByTestId("qa-questions")).toContainText(
      "Tell me about a pipeline you built.",
    );
    await context.close();
  } finally {
    server.stop();
  }
});

/** A WAV of a quiet tone: 44.1 kHz 16-bit stereo, `seconds` long (about 172 kB a second). */
function writeToneWav(file: string, seconds: number) {
  const rate = 44_100;
  const frames = rate * seconds;
  const data = Buffer.alloc(frames * 4);
  for (let frame = 0; frame < frames; frame += 1) {
    const sample = Math.round(Math.sin((2 * Math.PI * 440 * frame) / rate) * 3000);
    data.writeInt16LE(sample, frame * 4);
    data.writeInt16LE(sample, frame * 4 + 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  fs.writeFileSync(file, Buffer.concat([header, data]));
}

test("a 30 MB WAV is compressed in the browser to an mp3 under 24 MB before it is uploaded", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const wav = testInfo.outputPath("long-interview.wav");
  writeToneWav(wav, 180);
  expect(fs.statSync(wav).size).toBeGreaterThan(30 * 1024 * 1024);

  await createAccount(page, newAccount());
  await openInsight(page);
  // Uploads open once the screen knows a speech service is there.
  await expect(page.getByTestId("audio-drop-zone")).toHaveAttribute("aria-disabled", "false");
  await page.getByTestId("audio-file-input").setInputFiles(wav);
  const card = page.getByTestId("audio-file-card");
  await expect(card).toHaveAttribute("data-state", "converting");
  await expect(card.getByRole("progressbar")).toBeVisible();
  // What is uploaded is the compressed mp3 (the card names it), with no warning.
  await expect(card).toHaveAttribute("data-state", "complete", { timeout: 180_000 });
  await expect(card).toContainText("long-interview.mp3");
  const megabytes = parseFloat((await card.getByTestId("audio-file-size").textContent()) ?? "");
  expect(megabytes).toBeGreaterThan(0);
  expect(megabytes).toBeLessThan(24);
  await expect(page.getByTestId("audio-warning")).toHaveCount(0);
  await expect(page.getByTestId("insight-session")).toHaveCount(1, { timeout: 60_000 });
});

test("the mobile layout: one column, nothing wider than the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createAccount(page, newAccount());
  await openInsight(page, { isMobile: true });
  await expect(page.getByTestId("recording-start")).toBeVisible();
  await expect(page.getByTestId("audio-drop-zone")).toBeVisible();
  // With a session and its notes on screen too.
  await page.getByTestId("paste-transcript-toggle").click();
  await page.getByTestId("paste-transcript-input").fill(TRANSCRIPT);
  await page.getByTestId("paste-transcript-analyze").click();
  await expect(page.getByTestId("insight-session")).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId("session-assign")).toBeVisible();
  await expect(page.getByTestId("session-delete")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const recorder = await page.getByTestId("insight-recorder").boundingBox();
  const upload = await page.getByTestId("insight-upload").boundingBox();
  expect(upload!.y).toBeGreaterThan(recorder!.y + recorder!.height - 1);
  await screenshot(page, "interview-insight-mobile");
});
