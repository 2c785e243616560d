import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addJob, createAccount, expectToast, newAccount, screenshot } from "./helpers";

const RESUME = `Jane Doe
jane@example.com
Senior Frontend Engineer, Northwind (2019 - Present)
- Led the migration of the customer dashboard to React and TypeScript.
- Built GraphQL services in Node.js on AWS.
Skills: JavaScript, CSS, Jest`;

const JOB = {
  title: "Senior Frontend Engineer",
  company: "Acme",
  description: `Acme builds scheduling tools for 300 clinics.
Requirements:
- Experience with React and TypeScript
- Kubernetes in production
Nice to have:
- GraphQL`,
};

const STRONG_ANSWER =
  "At Northwind I led the move of our customer dashboard to React and TypeScript. I planned the migration in stages and paired with each team, and as a result page loads fell by 40% within a quarter.";
const CLOSING = "What questions do you have for me about the role?";

const interviewer = (page: Page) => page.getByTestId("simulator-interviewer-message");

/** The phone's drawer: the Experimental group opens first when it is closed. */
async function openFromDrawer(page: Page, testId: string) {
  await page.getByTestId("mobile-menu-button").click();
  const drawer = page.getByTestId("mobile-drawer");
  await expect(drawer).toBeVisible();
  if (testId === "nav-interview-simulator" && !(await drawer.getByTestId(testId).isVisible()))
    await drawer.getByTestId("nav-experimental").click();
  await drawer.getByTestId(testId).click();
}

async function answer(page: Page, text: string) {
  const count = await interviewer(page).count();
  await page.getByTestId("simulator-input").fill(text);
  await page.getByTestId("simulator-input").press("Enter");
  await expect(interviewer(page)).toHaveCount(count + 1);
  await expect(page.getByTestId("simulator-messages")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByTestId("simulator-send")).toBeDisabled(); // blank input again
  return (await interviewer(page).last().textContent()) ?? "";
}

test("a text interview with the local interviewer: to its close, saved, found in Saved Interviews, downloaded", async ({
  page,
}) => {
  await createAccount(page, newAccount());
  await page.getByTestId("resume-text").fill(RESUME);
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Master résumé saved successfully");
  await addJob(page, JOB);

  // From the Q&A tab, with this job chosen.
  await page.getByTestId("workbench-tab-qa").click();
  await page.getByTestId("qa-start-practice").click();
  await expect(page.getByRole("heading", { name: "Interview Simulator" })).toBeVisible();
  await expect(page.getByTestId("simulator-job")).toHaveText("Senior Frontend Engineer · Acme");
  await expect(page.getByTestId("simulator-mode-text")).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("simulator-mode-voice")).toContainText("Upgrade");
  await expect(page.getByTestId("simulator-resume-source")).toBeVisible();
  await expect(page.getByTestId("simulator-save")).toBeHidden();

  await page.getByTestId("simulator-start").click();
  await expect(interviewer(page).first()).toContainText(
    "I'll be interviewing you today for the Senior Frontend Engineer role at Acme.",
  );
  await expect(page.getByTestId("simulator-connection")).toHaveText("Connected");

  // Shift+Enter breaks a line; Enter sends.
  const input = page.getByTestId("simulator-input");
  await input.fill("Yes.");
  await input.press("Shift+Enter");
  await expect(input).toHaveValue("Yes.\n");
  await input.fill("Yes.");
  await input.press("Enter");
  await expect(page.getByTestId("simulator-candidate-message")).toHaveText(["Yes."]);
  await expect(interviewer(page).last()).toHaveText(/^Could you tell me more about that\?/);

  let reply = "";
  for (let turn = 0; turn < 10 && !reply.endsWith(CLOSING); turn++) {
    reply = await answer(page, STRONG_ANSWER);
  }
  expect(reply).toContain(CLOSING);
  expect(await answer(page, "How many clinics use the tools today?")).toContain(
    'The posting says: "Acme builds scheduling tools for 300 clinics."',
  );
  expect(await answer(page, "No, that's all. Thank you!")).toMatch(
    /^Thank you for your time today/,
  );
  await expect(page.getByTestId("simulator-elapsed")).toHaveText(/^\d+:\d\d$/);
  await screenshot(page, "simulator-text");

  await page.getByTestId("simulator-end").click();
  await expect(page.getByTestId("simulator-connection")).toHaveText("Disconnected");
  await expect(page.getByTestId("simulator-start-new")).toHaveText("Start New Interview");
  await expect(page.getByTestId("simulator-input")).toBeHidden();
  // The scorecard: one entry per answer, counted by lib/interview.
  await expect(page.getByTestId("simulator-scorecard")).toContainText("How your answers landed");
  await expect(page.getByTestId("scorecard-answer").first()).toContainText(/\d+ words/);

  await page.getByTestId("simulator-save").click();
  await expectToast(page, "Interview transcript saved successfully");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("simulator-download").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^Acme - Senior Frontend Engineer-\d{4}-\d{2}-\d{2}\.txt$/,
  );
  const lines = fs.readFileSync((await download.path())!, "utf8").split("\n");
  expect(lines.slice(0, 6)).toEqual([
    "Position: Senior Frontend Engineer",
    "Company: Acme",
    expect.stringMatching(/^Date: \d{4}-\d{2}-\d{2}$/),
    expect.stringMatching(/^Start time: \d{2}:\d{2}:\d{2}$/),
    expect.stringMatching(/^Duration: \d+:\d\d$/),
    "Mode: Text Chat",
  ]);
  expect(lines[7]).toMatch(/^\[0:0\d\] INTERVIEWER: Hello, and thank you for joining me\./);
  expect(lines[8]).toMatch(/^\[\d+:\d\d\] CANDIDATE: Yes\.$/);
  expect(lines.filter((line) => / CANDIDATE: /.test(line)).length).toBeGreaterThanOrEqual(5);

  // Saved: closing needs no confirmation and goes back to the job's Q&A tab.
  await page.getByTestId("simulator-close").click();
  await expect(page.getByTestId("workbench-title")).toHaveText(JOB.title);
  await expect(page.getByTestId("saved-interviews-count")).toHaveText("1");
  await page.getByTestId("saved-interviews").click();
  await expect(page.getByTestId("saved-interview-item")).toContainText(
    "Acme - Senior Frontend Engineer",
  );
  await expect(page.getByTestId("saved-interview-item")).toContainText("text");
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the simulator fits the screen: job picker, Resume Required, then a started interview", async ({
    page,
  }) => {
    await createAccount(page, newAccount());
    await openFromDrawer(page, "nav-interview-simulator");
    await expect(page.getByTestId("simulator-select-job")).toContainText("Select a Job to Start");

    await openFromDrawer(page, "nav-dashboard");
    await addJob(page, JOB);
    await openFromDrawer(page, "nav-interview-simulator");
    await expect(page.getByTestId("simulator-resume-required")).toContainText("Resume Required");
    await expect(page.getByTestId("simulator-upload-resume")).toBeVisible();
    await page.getByTestId("simulator-upload-resume").click();
    await page.getByTestId("resume-text").fill(RESUME);
    await page.getByTestId("resume-save").click();
    await expectToast(page, "Master résumé saved successfully");

    await openFromDrawer(page, "nav-interview-simulator");
    await page.getByTestId("simulator-start").click();
    await expect(interviewer(page).first()).toContainText("Acme");
    await expect(page.getByTestId("simulator-input")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "simulator-mobile");

    // Leaving a live interview asks first.
    await page.getByTestId("simulator-close").click();
    await expect(page.getByTestId("confirm-dialog")).toContainText("Leave without saving?");
    await page.getByTestId("confirm-cancel").click();
    await expect(page.getByTestId("simulator-input")).toBeVisible();
  });
});
