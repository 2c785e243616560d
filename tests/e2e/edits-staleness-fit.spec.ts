import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addJob, createAccount, expectToast, newAccount, screenshot } from "./helpers";

// No OPENAI_API_KEY: the offline local engine writes everything.

const RESUME = [
  "Jane Doe",
  "Senior Frontend Engineer, Northwind (2019 - Present)",
  "- Led the migration of the customer dashboard to React and TypeScript.",
  "- Built GraphQL services in Node.js on AWS.",
  "- Introduced Jest testing across the team.",
].join("\n");

const MATCHING_JOB = [
  "Acme builds scheduling tools for small clinics.",
  "Requirements:",
  "- Experience with React and TypeScript",
  "- Testing with Jest",
  "Nice to have:",
  "- GraphQL",
].join("\n");

const FRONTEND_JOB = { title: "Frontend Engineer", company: "Acme", description: MATCHING_JOB };

const NURSE_JOB = [
  "Registered Nurse, Intensive Care Unit",
  "Requirements:",
  "- Active RN license",
  "- BLS and ACLS certification",
  "- 2+ years of ICU experience",
  "- Ventilator management and patient assessment",
].join("\n");

/** A new account with the master résumé saved and one job added: its workbench is open. */
async function startWithJob(
  page: Page,
  job: { title: string; company: string; description: string },
) {
  await createAccount(page, newAccount());
  await page.getByTestId("resume-text").fill(RESUME);
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Master résumé saved successfully");
  await addJob(page, job);
}

test("a hand edit survives Regenerate only after confirming, and Versions brings it back", async ({
  page,
}) => {
  await startWithJob(page, FRONTEND_JOB);

  await page.getByTestId("workbench-tab-resume").click();
  await page.getByTestId("resume-generate").click();
  await expectToast(page, "Tailored résumé generated successfully");
  const editor = page.getByTestId("resume-editor");
  await expect(editor).toHaveValue(/Northwind/);
  const generated = await editor.inputValue();

  const edited = `${generated}\nVolunteer: taught weekend coding classes.`;
  await editor.fill(edited);
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Résumé saved successfully");

  // Regenerate asks; Cancel keeps the edit.
  await page.getByTestId("resume-regenerate").click();
  const confirm = page.getByTestId("confirm-dialog");
  await expect(confirm).toContainText("Replace your edited tailored résumé?");
  await expect(confirm).toContainText("stays in Versions");
  await page.getByTestId("confirm-cancel").click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("resume-regenerate")).toBeFocused();
  await expect(editor).toHaveValue(edited);

  // Confirmed, it writes a new text.
  await page.getByTestId("resume-regenerate").click();
  await page.getByTestId("confirm-action").click();
  await expectToast(page, "Tailored résumé generated successfully");
  await expect(editor).toHaveValue(generated);

  // The edit is a version: restore it, then undo the restore.
  await page.getByTestId("resume-versions").click();
  const versions = page.getByTestId("versions-dialog");
  await expect(versions.getByTestId("version-item")).toHaveCount(3);
  await expect(versions.getByTestId("version-item").first()).toContainText("Current");
  const handEdit = versions.getByTestId("version-item").filter({ hasText: "Hand edit" });
  await expect(handEdit).toContainText("Volunteer: taught weekend coding classes.");
  await screenshot(page, "workbench-versions");
  await handEdit.getByTestId("version-restore").click();
  await expectToast(page, "Version restored");
  await expect(versions).toBeHidden();
  await expect(editor).toHaveValue(edited);
  await page.getByTestId("resume-undo-restore").click();
  await expectToast(page, "Restore undone");
  await expect(editor).toHaveValue(generated);

  // Unsaved edits: leaving asks. Stay keeps them and focus goes back to where it was; Leave
  // drops them and focus goes to the new view's heading. Closing the tab asks too.
  await editor.fill(`${generated}\nAn edit not saved yet.`);
  const toDashboard = page.getByTestId("nav-dashboard").first();
  await toDashboard.click();
  const leave = page.getByTestId("confirm-dialog");
  await expect(leave).toContainText("Leave without saving?");
  await page.getByTestId("confirm-cancel").click();
  await expect(page.getByTestId("workbench-title")).toHaveText("Frontend Engineer");
  await expect(editor).toHaveValue(/An edit not saved yet\./);
  await expect(toDashboard).toBeFocused();
  await toDashboard.click();
  await page.getByTestId("confirm-action").click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeFocused();

  await page.getByTestId("sidebar-recent-job").filter({ hasText: "Frontend Engineer" }).click();
  await page.getByTestId("workbench-tab-resume").click();
  await editor.fill(`${generated}\nAn edit not saved yet.`);
  // The page takes up its beforeunload guard a render after the edit; wait for it rather
  // than race it (a test event the guard cancels shows it is there).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const event = new Event("beforeunload", { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    )
    .toBe(true);

  const beforeUnload = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await beforeUnload).toBe("beforeunload");
});

test("an analysis says when the job description changed, and Refresh brings it up to date", async ({
  page,
}) => {
  await startWithJob(page, FRONTEND_JOB);

  await page.getByTestId("workbench-tab-analyze").click();
  await page.getByTestId("analyze-generate").click();
  await expectToast(page, "Job analysis generated successfully");
  await expect(page.getByTestId("analysis-stale")).toBeHidden();

  await page
    .getByTestId("job-description-editor")
    .fill(`${MATCHING_JOB}\n- Kubernetes in production`);
  await page.getByTestId("job-description-save").click();
  await expectToast(page, "Job description saved successfully");
  const notice = page.getByTestId("analysis-stale");
  await expect(notice).toHaveText(/Written for an earlier version of the job description/);
  await screenshot(page, "workbench-stale-analysis");

  await page.getByTestId("analysis-stale-refresh").click();
  await expectToast(page, "Job analysis generated successfully");
  await expect(notice).toBeHidden();
  await expect(page.getByTestId("analysis-requirements")).toContainText("Kubernetes");
});

test("Generate All asks before writing for a job the résumé does not fit", async ({ page }) => {
  await startWithJob(page, { title: "ICU Nurse", company: "St. Mary's", description: NURSE_JOB });

  await page.getByTestId("workbench-generate-all").click();
  const gate = page.getByTestId("fit-gate-dialog");
  await expect(gate).toContainText("This job is a poor fit for your résumé");
  await expect(page.getByTestId("fit-gate-summary")).toContainText(/scores \d+\/100/);
  await expect(page.getByTestId("fit-gate-summary")).toContainText(/0 of \d+ requirements covered/);
  expect(await page.getByTestId("fit-gate-reasons").locator("li").count()).toBeGreaterThan(0);
  await screenshot(page, "workbench-fit-gate");

  await page.getByTestId("fit-gate-cancel").click();
  await expect(gate).toBeHidden();
  await expect(page.getByTestId("workbench-generate-all")).toBeFocused();
  await expect(page.getByTestId("analysis-empty")).toBeVisible();

  // Write anyway on the Résumé tab: written, and not asked again for this job.
  await page.getByTestId("workbench-tab-resume").click();
  await page.getByTestId("resume-generate").click();
  await page.getByTestId("fit-gate-action").click();
  await expectToast(page, "Tailored résumé generated successfully");
  await page.getByTestId("workbench-tab-cover-letter").click();
  await page.getByTestId("cover-letter-generate").click();
  await expectToast(page, "Cover letter generated successfully");
  await expect(gate).toBeHidden();
});
