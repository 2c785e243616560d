import { expect, test } from "./fixtures";
import { addJob, createAccount, expectToast, newAccount, screenshot } from "./helpers";

test("a job's fit analysis shows the score and the résumé line behind each requirement", async ({
  page,
}) => {
  await createAccount(page, newAccount());
  await page
    .getByTestId("resume-text")
    .fill(
      [
        "Jane Doe",
        "Senior Frontend Engineer, Northwind (2019 - Present)",
        "- Led the migration of the customer dashboard to React and TypeScript.",
        "- Built GraphQL services in Node.js on AWS.",
      ].join("\n"),
    );
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Master résumé saved successfully");

  await page.getByTestId("analyze-keywords").click();
  await expectToast(page, "Resume keywords analyzed successfully");
  await expect(page.getByTestId("key-skills")).toContainText("React");
  await expect(page.getByText("Targeting Senior Frontend Engineer")).toBeVisible();

  await addJob(page, {
    title: "Senior Frontend Engineer",
    company: "Acme",
    description:
      "Requirements:\n- Experience with React and TypeScript\n- Kubernetes in production\nNice to have:\n- GraphQL",
  });
  await page.getByTestId("workbench-tab-analyze").click();
  await page.getByTestId("analyze-generate").click();
  await expectToast(page, "Job analysis generated successfully");
  await expect(page.getByTestId("analysis-score")).toContainText("/100");
  const requirements = page.getByTestId("analysis-requirements");
  await expect(requirements).toContainText(
    "Led the migration of the customer dashboard to React and TypeScript.",
  );
  await expect(requirements).toContainText("Kubernetes");
  await screenshot(page, "analysis");

  await page.reload();
  await page
    .getByTestId("sidebar-recent-job")
    .filter({ hasText: "Senior Frontend Engineer" })
    .click();
  await expect(page.getByTestId("analysis-score")).toContainText("/100");
  await expect(page.getByTestId("analyze-regenerate")).toBeVisible();
});
