import { expect, test } from "./fixtures";
import { createAccount, expectToast, newAccount, screenshot } from "./helpers";
import type { Page } from "@playwright/test";

// The app searches the loopback fake job sources on 127.0.0.1:3191 (playwright.config.ts);
// nothing here reaches a real job board.

const RESUME = [
  "Ada Lovelace",
  "Senior Frontend Engineer at Analytical Engines Ltd",
  "Built accessible React and TypeScript interfaces for a payments platform.",
  "Skills: React, TypeScript, JavaScript, CSS, accessibility, Node.js, GraphQL",
].join("\n");

async function saveResume(page: Page) {
  await page.getByTestId("resume-text").fill(RESUME);
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Master résumé saved successfully");
}

async function openDiscover(page: Page) {
  await page.getByTestId("nav-discover").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Discover" })).toBeVisible();
}

async function search(page: Page, titles: string, keywords = "") {
  await page.getByTestId("discover-titles").fill(titles);
  await page.getByTestId("discover-keywords").fill(keywords);
  await page.getByTestId("discover-search").click();
}

test("a search shows merged, ranked results; Search More adds more; a result goes to the board", async ({
  page,
}) => {
  await createAccount(page, newAccount());
  await saveResume(page);
  await openDiscover(page);
  await expect(page.getByText("Search real job listings from multiple sources")).toBeVisible();
  await expect(page.getByRole("button", { name: /Use this search/ })).toHaveCount(4);

  await search(page, "Frontend Engineer");
  const results = page.getByTestId("discover-result");
  await expect(results.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Matches" })).toBeVisible();
  await expect(page.getByTestId("discover-caption")).toContainText("Sorted by relevance");
  await expect(page.getByTestId("discover-sources")).toContainText("Answered:");
  await expect(page.getByTestId("discover-demo-line")).toHaveCount(0);
  // Merged: a posting seen on two sources shows once, naming the other.
  await expect(page.getByTestId("result-also-on").first()).toContainText("Also on:");
  // Ranked: each result carries its fit score, best first.
  const scores = (await page.getByTestId("result-score").allTextContents()).map((text) =>
    Number(text.replace(/\D/g, "")),
  );
  expect(scores.length).toBeGreaterThan(1);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  await screenshot(page, "discover-results");

  const firstCount = await results.count();
  expect(firstCount).toBeGreaterThanOrEqual(10);
  await page.getByTestId("search-more").click();
  await expect.poll(() => results.count(), { timeout: 30_000 }).toBeGreaterThan(firstCount);

  const first = results.first();
  const title = (await first.getByTestId("result-title").textContent())!.split(" — ")[0];
  await first.getByTestId("add-to-workbench").click();
  await expectToast(page, "Added to workbench");
  await expect(first.getByTestId("add-to-workbench")).toHaveText("Added to Workbench");

  await page.getByTestId("nav-applications").first().click();
  await expect(
    page
      .getByTestId("board-column-prospect")
      .getByTestId("job-card-title")
      .filter({ hasText: title }),
  ).toBeVisible();
});

test("search settings are saved under a name and loaded back", async ({ page }) => {
  await createAccount(page, newAccount());
  await openDiscover(page);
  await page.getByTestId("discover-titles").fill("Data Engineer");
  await page.getByTestId("discover-keywords").fill("Python, SQL");
  await page.getByTestId("discover-location").fill("Berlin");
  await page.getByTestId("save-location").click();
  await expectToast(page, "Location saved");

  await page.getByTestId("save-settings").click();
  await page.getByTestId("save-settings-confirm").click();
  await expectToast(page, "Please enter a name for your search settings");
  await page.getByTestId("search-settings-name").fill("Berlin data");
  await page.getByTestId("save-settings-confirm").click();
  await expectToast(page, "Search settings saved");

  await page.reload();
  await openDiscover(page);
  await expect(page.getByTestId("discover-titles")).toHaveValue("");
  await page
    .getByTestId("saved-locations")
    .getByRole("button", { name: "Berlin", exact: true })
    .click();
  await expect(page.getByTestId("discover-location")).toHaveValue("Berlin");

  await page.getByTestId("load-settings").click();
  await page.getByRole("button", { name: "Load Berlin data" }).click();
  await expect(page.getByTestId("discover-titles")).toHaveValue("Data Engineer");
  await expect(page.getByTestId("discover-keywords")).toHaveValue("Python, SQL");
});

test("an AI Mode search runs in the background to checked results and joins Recent Searches", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await createAccount(page, newAccount());
  await saveResume(page);
  await openDiscover(page);
  await page.getByRole("switch", { name: "AI Mode" }).click();
  await expect(page.getByText("AI-powered job search with intelligent validation")).toBeVisible();
  await expect(page.getByTestId("recent-searches")).toHaveCount(0);

  await page.getByTestId("discover-salary").fill("$100k+");
  await search(page, "Frontend Engineer", "React");
  await expect(page.getByTestId("discover-loading")).toBeVisible();
  const results = page.getByTestId("discover-result");
  await expect(results.first()).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("heading", { name: "AI-Discovered Jobs" })).toBeVisible();
  await expect(results.first().getByTestId("result-validation")).toBeVisible();
  await expect(page.getByTestId("search-more")).toHaveCount(0);
  await expect(page.getByTestId("recent-search")).toHaveCount(1);
  await screenshot(page, "discover-ai-mode");

  // The choice and the history outlive the page.
  await page.reload();
  await openDiscover(page);
  await expect(page.getByRole("switch", { name: "AI Mode" })).toBeChecked();
  await page.getByTestId("discover-titles").fill("");
  await page.getByTestId("load-recent-search").first().click();
  await expect(page.getByTestId("discover-titles")).toHaveValue("Frontend Engineer");
  await expect(results.first()).toBeVisible();
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("Discover fits the screen and its results stack", async ({ page }) => {
    await createAccount(page, newAccount());
    await page.getByTestId("mobile-menu-button").click();
    await page.getByTestId("mobile-drawer").getByTestId("nav-discover").click();
    await expect(page.getByRole("heading", { level: 1, name: "Discover" })).toBeVisible();

    await page.getByTestId("use-quick-search-remote-frontend").click();
    await expect(page.getByTestId("discover-titles")).toHaveValue(/Frontend Engineer/);
    const results = page.getByTestId("discover-result");
    await expect(results.nth(1)).toBeVisible({ timeout: 30_000 });

    const [first, second] = [
      await results.nth(0).boundingBox(),
      await results.nth(1).boundingBox(),
    ];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(first!.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "discover-mobile");
  });
});
