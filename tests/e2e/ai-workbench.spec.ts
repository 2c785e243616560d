import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addJob, createAccount, expectToast, newAccount, screenshot } from "./helpers";

// No OPENAI_API_KEY here: everything below is written by the offline local engine.
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const RESUME = [
  "Jane Doe",
  "jane@example.com",
  "Senior Frontend Engineer, Northwind (2019 - Present)",
  "- Led the migration of the customer dashboard to React and TypeScript.",
  "- Built GraphQL services in Node.js on AWS.",
  "- Mentored four engineers and introduced Jest testing.",
  "Education",
  "B.S. Computer Science, State University (2015)",
].join("\n");

const JOB = [
  "Acme builds scheduling tools for small clinics.",
  "Requirements:",
  "- Experience with React and TypeScript",
  "- Testing with Jest",
  "- Kubernetes in production",
  "Nice to have:",
  "- GraphQL",
].join("\n");

/** Records the editor's text length on every frame, to see a stream arrive piece by piece. */
async function recordEditorLengths(page: Page, testId: string) {
  await page.evaluate((id) => {
    const lengths: number[] = [];
    (window as unknown as { editorLengths: number[] }).editorLengths = lengths;
    const sample = () => {
      const editor = document.querySelector<HTMLTextAreaElement>(`[data-testid="${id}"]`);
      if (editor && lengths.at(-1) !== editor.value.length) lengths.push(editor.value.length);
      requestAnimationFrame(sample);
    };
    sample();
  }, testId);
}

type OverlayWatch = { overlayText: string };

/** Notes the Generate All overlay's text when it appears, however briefly. */
async function watchForOverlay(page: Page) {
  await page.evaluate(() => {
    const watch = window as unknown as OverlayWatch;
    watch.overlayText = "";
    new MutationObserver(() => {
      const overlay = document.querySelector('[data-testid="generate-all-overlay"]');
      if (overlay && !watch.overlayText) watch.overlayText = overlay.textContent ?? "";
    }).observe(document.body, { childList: true, subtree: true });
  });
}

test("with no API key: Generate All fills every tab; edit, regenerate and copy work", async ({
  page,
}) => {
  await createAccount(page, newAccount());
  await page.getByTestId("resume-text").fill(RESUME);
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Master résumé saved successfully");
  await page.getByTestId("analyze-keywords").click();
  await expectToast(page, "Resume keywords analyzed successfully");
  await expect(page.getByTestId("key-skills")).toContainText("React");
  // The snapshot now shows the summary written from the résumé, not its first lines.
  await expect(page.getByTestId("snapshot-text")).toContainText("Skills include");

  await addJob(page, { title: "Senior Frontend Engineer", company: "Acme", description: JOB });
  await watchForOverlay(page);
  await page.getByTestId("workbench-generate-all").click();
  await expectToast(page, "All content generated successfully");
  // The local engine can finish before a poll would see the overlay; the page saw it.
  expect(await page.evaluate(() => (window as unknown as OverlayWatch).overlayText)).toContain(
    "Generating complete job application package...",
  );
  await expect(page.getByTestId("generate-all-overlay")).toBeHidden();
  await expect(page.getByTestId("workbench-generate-all")).toBeHidden();

  // Analyze
  await page.getByTestId("workbench-tab-analyze").click();
  await expect(page.getByTestId("analysis-score")).toContainText("/100");
  await page.getByTestId("analysis-copy").click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("Senior Frontend Engineer");
  expect(copied).toMatch(/\d+\/100/);

  // Résumé: recommendations, the draft, an edit that is saved and survives a reload
  await page.getByTestId("workbench-tab-resume").click();
  await expect(page.getByTestId("resume-alignment-snapshot")).toBeVisible();
  await expect(page.getByTestId("resume-keyword-strategy")).toBeVisible();
  const plan = page.getByTestId("resume-action-plan").locator("li");
  expect(await plan.count()).toBeGreaterThan(0);
  expect(await plan.count()).toBeLessThanOrEqual(10);
  const resumeEditor = page.getByTestId("resume-editor");
  await expect(resumeEditor).toHaveValue(/Northwind/);
  await expect(resumeEditor).toHaveValue(/Led the migration of the customer dashboard/);
  await screenshot(page, "workbench-resume");
  const edited = `${await resumeEditor.inputValue()}\nVolunteer: taught weekend coding classes.`;
  await resumeEditor.fill(edited);
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Résumé saved successfully");

  await page.reload();
  await page
    .getByTestId("sidebar-recent-job")
    .filter({ hasText: "Senior Frontend Engineer" })
    .click();
  await page.getByTestId("workbench-tab-resume").click();
  await expect(page.getByTestId("resume-editor")).toHaveValue(edited);

  // Cover letter: regenerate and watch it stream
  await page.getByTestId("workbench-tab-cover-letter").click();
  const letter = page.getByTestId("cover-letter-editor");
  await expect(letter).toHaveValue(/Acme/);
  await recordEditorLengths(page, "cover-letter-editor");
  await page.getByTestId("cover-letter-regenerate").click();
  await expectToast(page, "Cover letter generated successfully");
  await expect(page.getByTestId("cover-letter-streaming")).toBeHidden();
  const lengths = await page.evaluate(
    () => (window as unknown as { editorLengths: number[] }).editorLengths,
  );
  // Cleared first, then several partial texts before the whole letter.
  expect(lengths).toContain(0);
  const afterClear = lengths.slice(lengths.indexOf(0) + 1);
  expect(afterClear.length).toBeGreaterThanOrEqual(3);
  expect(afterClear).toEqual([...afterClear].sort((a, b) => a - b));
  await expect(letter).toHaveValue(/Acme/);
  await screenshot(page, "workbench-cover-letter");

  // Q&A
  await page.getByTestId("workbench-tab-qa").click();
  expect(await page.getByTestId("qa-questions").locator("li").count()).toBeGreaterThanOrEqual(8);
  await screenshot(page, "workbench-qa");
});

test("Quick start from an empty account opens a fully generated job", async ({ page }) => {
  await createAccount(page, newAccount());
  const card = page.getByTestId("quick-start");
  await expect(card).toBeVisible();
  await page.getByTestId("quick-start-generate").click();
  await expectToast(page, "Both résumé and job description are required");

  await page.getByTestId("quick-start-resume").fill(RESUME);
  await page.getByTestId("quick-start-job").fill(JOB);
  await page.getByTestId("quick-start-generate").click();
  await expectToast(page, "All content generated successfully");
  await expect(page.getByTestId("workbench-title")).toHaveText("Quick Start Job");
  await expect(page.getByTestId("workbench-company")).toHaveText("—");
  await expect(page.getByTestId("analysis-score")).toContainText("/100");
  await page.getByTestId("workbench-tab-resume").click();
  await expect(page.getByTestId("resume-editor")).toHaveValue(/Northwind/);

  await page.getByTestId("nav-dashboard").first().click();
  await expect(page.getByTestId("quick-start")).toBeHidden();
});
