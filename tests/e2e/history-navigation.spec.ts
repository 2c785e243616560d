import { expect, test } from "./fixtures";
import { addJob, createAccount, newAccount } from "./helpers";
import type { Page } from "@playwright/test";

const JOB = {
  title: "History Engineer",
  company: "Backstep Ltd",
  description: "Keep the browser's Back button inside the app.\n\nWrite TypeScript.",
};

// What each view shows, by the marks the other specs use.
const views = {
  dashboard: (page: Page) => expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible(),
  board: (page: Page) =>
    expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible(),
  workbench: async (page: Page) => {
    await expect(page.getByTestId("workbench-title")).toHaveText(JOB.title);
    await expect(page.getByTestId("workbench-tab-analyze")).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
  qaTab: async (page: Page) => {
    await expect(page.getByTestId("workbench-title")).toHaveText(JOB.title);
    await expect(page.getByTestId("workbench-tab-qa")).toHaveAttribute("aria-selected", "true");
  },
  discover: (page: Page) => expect(page.getByTestId("discover-view")).toBeVisible(),
  settings: (page: Page) => expect(page.getByTestId("settings-view")).toBeVisible(),
};

const expectHome = (page: Page) => expect(new URL(page.url()).pathname).toBe("/");

test("a signed-out load of / sends no request that answers 401", async ({ page }) => {
  const unauthorized: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 401) unauthorized.push(response.url());
  });
  await page.goto("/");
  await expect(page.getByTestId("signin-screen")).toBeVisible();
  await expect(page.getByText("Google sign-in is not configured on this server.")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(unauthorized).toEqual([]);
});

test("Back and Forward move between views at '/', and a reload comes back to the job's tab", async ({
  page,
}) => {
  await createAccount(page, newAccount());
  await addJob(page, JOB);

  await page.getByTestId("nav-dashboard").first().click();
  await views.dashboard(page);
  await page.getByTestId("nav-applications").first().click();
  await views.board(page);
  await page.getByTestId("job-card-title").filter({ hasText: JOB.title }).click();
  await views.workbench(page);
  await page.getByTestId("workbench-tab-qa").click();
  await views.qaTab(page);
  await page.getByTestId("nav-discover").first().click();
  await views.discover(page);
  await page.getByTestId("settings-link").first().click();
  await views.settings(page);
  await expectHome(page);

  for (const shows of [views.discover, views.qaTab, views.workbench, views.board]) {
    await page.goBack();
    await shows(page);
    await expectHome(page);
  }
  for (const shows of [views.workbench, views.qaTab]) {
    await page.goForward();
    await shows(page);
    await expectHome(page);
  }

  await page.reload();
  await views.qaTab(page);
  await expectHome(page);
  // The entries survive the reload: Back still goes to the job's first tab.
  await page.goBack();
  await views.workbench(page);
});
