import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

export const SCREENSHOTS = path.join("artifacts", "screenshots");

export function newAccount() {
  return {
    email: `e2e-${crypto.randomBytes(4).toString("hex")}@example.com`,
    password: "a good long password",
  };
}

export async function createAccount(
  page: Page,
  account: { email: string; password: string },
  firstName = "Ada",
) {
  await page.goto("/");
  await page.getByTestId("signin-toggle-mode").click();
  await page.getByTestId("signin-first-name").fill(firstName);
  await page.getByTestId("signin-last-name").fill("Lovelace");
  await page.getByTestId("signin-email").fill(account.email);
  await page.getByTestId("signin-password").fill(account.password);
  await page.getByTestId("signin-submit").click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/");
  await page.getByTestId("signin-email").fill(account.email);
  await page.getByTestId("signin-password").fill(account.password);
  await page.getByTestId("signin-submit").click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

export async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Adds a job through the dashboard's manual form; the workbench opens. */
export async function addJob(
  page: Page,
  job: { title: string; company: string; description: string; salary?: string },
) {
  if (!(await page.getByRole("heading", { name: "Dashboard" }).isVisible())) {
    await page.getByTestId("nav-dashboard").first().click();
  }
  await page.getByTestId("job-title-input").fill(job.title);
  await page.getByTestId("job-company-input").fill(job.company);
  if (job.salary) await page.getByTestId("job-salary-input").fill(job.salary);
  await page.getByTestId("job-description-input").fill(job.description);
  await page.getByTestId("job-save").click();
  await expectToast(page, "Job saved successfully. Opening workbench...");
  await expect(page.getByTestId("workbench-title")).toHaveText(job.title);
}
