import fs from "node:fs";
import { expect, guardPage, test } from "./fixtures";
import WebSocket from "ws";
import { makeDocx, makePdf } from "../support/files";
import { addJob, createAccount, expectToast, newAccount, screenshot, signIn } from "./helpers";

test("an account can be created, signed out of and signed in to again", async ({
  page,
  browser,
}) => {
  const account = newAccount();
  await createAccount(page, account);
  await expect(page.getByText("Ada Lovelace").first()).toBeVisible();
  const cookies = await page.context().cookies();

  // The link goes to GET /api/logout, then the /logout page, which posts and comes home.
  await page.getByTestId("logout-link").first().click();
  await expect(page.getByText("Use Google or continue with email.")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
  // A copy of the session cookie taken before the logout no longer works.
  const copy = await browser.newContext();
  await copy.addCookies(cookies);
  expect((await copy.request.get("/api/auth/user")).status()).toBe(401);
  await copy.close();
  await expect(page.getByText("Google sign-in is not configured on this server.")).toBeVisible();
  await screenshot(page, "sign-in");

  await page.getByTestId("signin-email").fill(account.email);
  await page.getByTestId("signin-password").fill("the wrong password");
  await page.getByTestId("signin-submit").click();
  await expect(page.getByTestId("signin-error")).toHaveText(/Incorrect email or password/);

  await signIn(page, account);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("creating an account with a taken email reveals nothing and says how to sign in", async ({
  page,
  browser,
}) => {
  const account = newAccount();
  await createAccount(page, account);
  const other = await browser.newPage();
  await guardPage(other);
  await other.goto("/");
  await other.getByTestId("signin-toggle-mode").click();
  await other.getByTestId("signin-email").fill(account.email);
  await other.getByTestId("signin-password").fill("another long password");
  await other.getByTestId("signin-submit").click();
  await expect(other.getByTestId("signin-error")).toHaveText(
    /If you already have an account with this email, sign in with its password/,
  );
});

test("the master résumé can be pasted, saved, and uploaded as .docx and .pdf", async ({
  page,
}, testInfo) => {
  await createAccount(page, newAccount());
  const resumeText = page.getByTestId("resume-text");
  await resumeText.fill("Jane Doe\nStaff Engineer at Acme Corp. Led the payments platform.");
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Master résumé saved successfully");
  await page.reload();
  await expect(page.getByTestId("resume-text")).toHaveValue(/Led the payments platform/);
  await expect(page.getByText(/Using: pasted text/)).toBeVisible();

  const docx = testInfo.outputPath("jane.docx");
  fs.writeFileSync(
    docx,
    await makeDocx(["Jane Doe", "Principal Engineer, Globex", "Kubernetes and Go"]),
  );
  await page.getByTestId("resume-file-input").setInputFiles(docx);
  await expect(page.getByTestId("resume-text")).toHaveValue(/Principal Engineer, Globex/);

  const pdf = testInfo.outputPath("jane.pdf");
  fs.writeFileSync(pdf, makePdf(["Jane Doe", "Data Scientist at Initech"]));
  await page.getByTestId("resume-file-input").setInputFiles(pdf);
  await expect(page.getByTestId("resume-text")).toHaveValue(/Data Scientist at Initech/);

  await page.getByTestId("resume-save").click();
  await expectToast(page, "Master résumé saved successfully");
  await expect(page.getByText(/Using: jane\.pdf/)).toBeVisible();
});

test("a job goes from the form to the board, moves by drag and drop, and is edited and deleted in the workbench", async ({
  page,
}) => {
  await createAccount(page, newAccount());
  await addJob(page, {
    title: "Platform Engineer",
    company: "Initech",
    salary: "$150k",
    description: "Run Kubernetes clusters.\n\nWrite Go services.",
  });
  await screenshot(page, "workbench");

  await page.getByTestId("nav-dashboard").first().click();
  await expect(
    page.getByTestId("recent-job-row").filter({ hasText: "Platform Engineer" }),
  ).toBeVisible();
  await expect(
    page.getByTestId("sidebar-recent-job").filter({ hasText: "Platform Engineer" }),
  ).toBeVisible();
  await page.getByTestId("recent-jobs-search").fill("initech");
  await expect(page.getByText("Search Results (1 job)")).toBeVisible();
  await page.getByTestId("recent-jobs-search").fill("");
  await screenshot(page, "dashboard");

  await page.getByTestId("nav-applications").first().click();
  const card = page.getByTestId("job-card").filter({ hasText: "Platform Engineer" });
  await expect(page.getByTestId("board-column-prospect").getByTestId("job-card")).toHaveCount(1);
  const target = page.getByTestId("board-column-applied");
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + 25, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 15 });
  await page.mouse.up();
  await expect(target.getByTestId("job-card")).toHaveCount(1);
  await expect(page.getByTestId("board-column-count-applied")).toHaveText("1");
  await screenshot(page, "board");

  await page.reload();
  await page.getByTestId("nav-applications").first().click();
  await expect(page.getByTestId("board-column-applied").getByTestId("job-card")).toHaveCount(1);
  // The list travels as the gzip bytes the server keeps with it (lib/api/precompressed.ts),
  // compressed once, not twice.
  const listed = await page.request.get("/api/jobs");
  expect(listed.headers()["content-encoding"]).toBe("gzip");
  expect(listed.headers()["x-shortlist-content-encoding"]).toBeUndefined();
  expect((await listed.json()).map((job: { status: string }) => job.status)).toEqual(["applied"]);

  await page.getByTestId("board-column-applied").getByTestId("job-card-title").click();
  await expect(page.getByTestId("workbench-title")).toHaveText("Platform Engineer");
  await page.getByTestId("workbench-status-select").click();
  await page.getByRole("option", { name: "Interviewing" }).click();
  await expect(page.getByTestId("workbench-status-select")).toHaveText(/Interviewing/);

  const editor = page.getByTestId("job-description-editor");
  await editor.fill("Run Kubernetes clusters and mentor engineers.");
  await page.getByTestId("job-description-save").click();
  await expectToast(page, "Job description saved successfully");
  await page.reload();
  await page.getByTestId("sidebar-recent-job").filter({ hasText: "Platform Engineer" }).click();
  await expect(page.getByTestId("job-description-editor")).toHaveValue(
    "Run Kubernetes clusters and mentor engineers.",
  );
  await expect(page.getByTestId("workbench-status-select")).toHaveText(/Interviewing/);

  await page.getByTestId("workbench-delete").first().click();
  await expect(
    page.getByText(
      'Are you sure you want to delete "Platform Engineer"? This action cannot be undone.',
    ),
  ).toBeVisible();
  await page
    .getByRole("button", { name: /^Delete/ })
    .last()
    .click();
  await expectToast(page, "Job deleted successfully");
  await expect(page.getByRole("heading", { name: "Applications" })).toBeVisible();
  await expect(page.getByTestId("job-card")).toHaveCount(0);
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the sidebar is a drawer and the board is an accordion with only Prospect open", async ({
    page,
  }) => {
    await createAccount(page, newAccount());
    await addJob(page, {
      title: "Mobile Dev",
      company: "Hooli",
      description: "Build the iOS app.",
    });

    await expect(page.getByTestId("mobile-drawer")).toBeHidden();
    await page.getByTestId("mobile-menu-button").click();
    await expect(page.getByTestId("mobile-drawer")).toBeVisible();
    await page.getByTestId("mobile-drawer").getByTestId("nav-applications").click();
    await expect(page.getByTestId("mobile-drawer")).toBeHidden();

    const accordion = page.getByTestId("board-accordion");
    await expect(accordion).toBeVisible();
    await expect(
      page.getByTestId("board-accordion-prospect").getByText("Mobile Dev"),
    ).toBeVisible();
    await expect(
      page.getByTestId("board-accordion-applied").getByText("No jobs in this category"),
    ).toBeHidden();
    await screenshot(page, "board-mobile");

    await page.getByTestId("mobile-menu-button").click();
    await page.getByTestId("mobile-drawer").getByTestId("nav-dashboard").click();
    await screenshot(page, "dashboard-mobile");
  });
});

test("an unknown job and a signed-out API call behave as specified", async ({ page, request }) => {
  const response = await request.get("/api/jobs");
  expect(response.status()).toBe(401);
  await page.goto("/some/deep/link");
  await expect(page.getByText("Use Google or continue with email.")).toBeVisible();
  const login = await request.get("/api/login", { maxRedirects: 0 });
  expect(login.status()).toBe(302);
});

// The whole voice interview through the relay is in simulator-voice.spec.ts.
test("the realtime upgrade path refuses no session (401), another site (403) and a job that is not yours (404)", async ({
  page,
  baseURL,
}) => {
  const url = `${baseURL!.replace("http", "ws")}/api/realtime-proxy`;
  const statusOf = (target: string, headers?: Record<string, string>) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(target, { headers });
      socket.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
      socket.on("open", () => {
        resolve(101);
        socket.close();
      });
    });
  expect(await statusOf(url)).toBe(401);

  await createAccount(page, newAccount());
  const cookie = (await page.context().cookies())
    .map((item) => `${item.name}=${item.value}`)
    .join("; ");
  expect(await statusOf(url, { cookie, origin: "http://evil.example" })).toBe(403);
  expect(
    await statusOf(`${url}?jobId=cl0000000000000000000000`, { cookie, origin: baseURL! }),
  ).toBe(404);
});
