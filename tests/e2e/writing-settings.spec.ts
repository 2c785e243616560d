import { expect, test } from "./fixtures";
import { addJob, createAccount, expectToast, newAccount, screenshot } from "./helpers";

// The e2e server has no model (playwright.config.ts): the offline engine writes everything.

const RESUME = [
  "Jane Doe",
  "jane@example.com",
  "Senior Frontend Engineer, Northwind (2019 - Present)",
  "- Led the migration of the customer dashboard to React and TypeScript.",
  "- Mentored four engineers and introduced Jest testing.",
].join("\n");

const JOB = [
  "Acme builds scheduling tools for small clinics.",
  "Requirements:",
  "- Experience with React and TypeScript",
  "- Testing with Jest",
].join("\n");

test("Settings → Writing says offline drafts, and the workbench labels what that engine wrote", async ({
  page,
}) => {
  await createAccount(page, newAccount());

  await page.getByTestId("settings-link").click();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  const card = page.getByTestId("settings-writing");
  await expect(card.getByRole("heading", { name: "Writing" })).toBeVisible();
  await expect(card.getByTestId("writing-engine")).toHaveText("Offline drafts");
  // Nothing to test without a model; the card says which settings bring one.
  await expect(card.getByRole("button", { name: /test connection/i })).toHaveCount(0);
  await expect(card.getByTestId("writing-setup-hint")).toContainText(
    "To have a model write, set OPENAI_BASE_URL (Ollama, LM Studio) or OPENAI_API_KEY",
  );
  await expect(card.getByTestId("writing-setup-hint")).toContainText("Choose who writes");
  await screenshot(page, "settings-writing-offline");

  await page.getByTestId("nav-dashboard").first().click();
  await page.getByTestId("resume-text").fill(RESUME);
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Master résumé saved successfully");
  await addJob(page, { title: "Senior Frontend Engineer", company: "Acme", description: JOB });
  await page.getByTestId("workbench-generate-all").click();
  await expectToast(page, "All content generated successfully");

  await page.getByTestId("workbench-tab-cover-letter").click();
  const label = page.getByTestId("cover-letter-offline-draft");
  await expect(label).toContainText("Offline draft");
  await expect(label).toContainText("A model writes fluent text");
  await page.getByTestId("workbench-tab-qa").click();
  await expect(page.getByTestId("qa-offline-draft")).toContainText("Offline draft");

  await page
    .getByTestId("qa-offline-draft")
    .getByRole("button", { name: "Settings → Writing" })
    .click();
  await expect(page.getByTestId("settings-writing")).toBeVisible();
});
