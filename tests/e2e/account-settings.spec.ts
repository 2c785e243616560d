import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./fixtures";
import { addJob, createAccount, expectToast, newAccount, screenshot, signIn } from "./helpers";

test("Settings: rename, change the password, export, delete the account", async ({
  page,
  browser,
}) => {
  const account = newAccount();
  await createAccount(page, account);
  await addJob(page, {
    title: "Support Lead",
    company: "Northwind",
    description: "Requirements:\n- Lead a support team",
  });

  // A second device, signed in before the password changes.
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await signIn(laptopPage, account);

  await page.getByTestId("settings-link").click();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();

  await page.getByLabel("First name").fill("Augusta");
  await page.getByRole("button", { name: "Save name" }).click();
  await expectToast(page, "Your name was saved.");
  await expect(page.getByTestId("sidebar-user-name")).toHaveText("Augusta Lovelace");

  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel("New password", { exact: true }).fill("a newer long password");
  await page.getByLabel("Confirm new password").fill("a newer long password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Current password is incorrect" }),
  ).toBeVisible();
  await page.getByLabel("Current password").fill(account.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password changed");

  // This browser stays signed in; the laptop's session has ended.
  await page.reload();
  await expect(page.getByTestId("settings-link")).toBeVisible();
  await laptopPage.reload();
  await expect(laptopPage.getByTestId("signin-screen")).toBeVisible();
  await signIn(laptopPage, { email: account.email, password: "a newer long password" });
  await laptop.close();

  await page.getByTestId("settings-link").click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("export-account").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^shortlist-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const data = JSON.parse(strFromU8(files["data.json"]));
  expect(data.account.email).toBe(account.email);
  expect(data.tables.Job.map((job: { title: string }) => job.title)).toEqual(["Support Lead"]);
  expect(Object.keys(files)).toContain("README.txt");

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "settings-mobile");
  await page.setViewportSize({ width: 1280, height: 900 });

  const deleteButton = page.getByRole("button", { name: "Delete my account" });
  await expect(deleteButton).toBeDisabled();
  await page.getByLabel(/Type your email address/).fill(account.email.toUpperCase());
  await deleteButton.click();
  await page.getByTestId("confirm-delete-account-action").click();
  await expect(page.getByTestId("account-deleted")).toHaveText(
    "Your account and everything in it were deleted.",
  );
  await expect(page).toHaveURL(/\/$/);

  await page.getByTestId("signin-email").fill(account.email);
  await page.getByTestId("signin-password").fill("a newer long password");
  await page.getByTestId("signin-submit").click();
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
});
