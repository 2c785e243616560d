import { type Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createAccount, expectToast, newAccount } from "./helpers";

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not visible");
  return box;
}

async function expectApart(a: Locator, b: Locator) {
  const [first, second] = [await boxOf(a), await boxOf(b)];
  const overlaps =
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height;
  expect(overlaps, `${JSON.stringify(first)} overlaps ${JSON.stringify(second)}`).toBe(false);
}

test("'Skip to main content' comes first, and focus follows view changes", async ({ page }) => {
  await createAccount(page, newAccount());
  await page.keyboard.press("Tab");
  const skip = page.getByTestId("skip-link");
  await expect(skip).toBeFocused();
  await expect(skip).toHaveText("Skip to main content");
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();

  await page.getByTestId("nav-applications").click();
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeFocused();
  await page.getByTestId("nav-dashboard").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeFocused();
});

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`a toast never covers Save Job (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await createAccount(page, newAccount());
    const save = page.getByTestId("job-save");
    // Save Job at the bottom of the screen, where a bottom toast would sit.
    await save.evaluate((button) => {
      const { bottom } = button.getBoundingClientRect();
      window.scrollBy(0, bottom - window.innerHeight + 8);
    });
    await save.click();
    await expectToast(page, "Job description is required");
    await expectApart(page.getByTestId("toast"), save);

    await page.getByTestId("job-description-input").fill("Run renewals for 40 accounts.");
    await page.getByTestId("job-description-input").press("Tab");
    await page.getByTestId("job-clear").click();
    await expectToast(page, "Fields Cleared");
    await expectApart(page.getByTestId("toast"), save);
  });
}
