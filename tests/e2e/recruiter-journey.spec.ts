import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addJob, createAccount, expectToast, newAccount, screenshot } from "./helpers";

// Issue 7's journey, as a new user tries it with no API key: a senior customer-success
// manager, a strong fit, a stretch and an unrelated posting. What the app writes about her
// must find her real evidence, never deny it, and warn before an unrelated application.

const RESUME = `Maya Thompson
Senior Customer Success Manager
Denver, CO · maya.thompson@example.com · (303) 555-0142

SUMMARY
Customer success leader with 8 years in B2B SaaS. I run QBRs and renewal planning for a book of 38 enterprise accounts and turn adoption data into expansion.

EXPERIENCE
Senior Customer Success Manager, Brightwave Analytics (Mar 2021 - Present)
- Own a book of 38 enterprise accounts worth $9.2M ARR; 96% gross renewal rate and 118% net revenue retention in FY2023.
- Drove $610K in expansion revenue by mapping usage gaps to upsell plays with the account executives.
- Built the health-scoring model in Gainsight that flags churn risk 90 days out; cut logo churn from 11% to 6%.
- Lead executive business reviews with VP-level sponsors and present quarterly outcomes.
- Mentor three junior CSMs and run the onboarding program for new team members.

Customer Success Manager, Pinecrest Software (Jun 2018 - Feb 2021)
- Managed onboarding and adoption for 60 mid-market customers in Salesforce and Zendesk.
- Reduced time-to-value from 45 to 21 days by rewriting the onboarding playbook.

EDUCATION
B.A. Communication, University of Colorado Boulder, 2016

SKILLS
Gainsight, Salesforce, Zendesk, Looker, SQL (basic), QBRs, Renewal forecasting, Expansion revenue, Churn analysis`;

const STRONG = `About Northwind
Northwind builds analytics for retail chains (Series C, 400 employees).

What you'll do
- Own renewals and expansion for a portfolio of enterprise customers
- Run quarterly business reviews with executive sponsors

What you'll bring
- 5+ years of customer success or account management experience in B2B SaaS
- A track record of hitting renewal and expansion targets
- Experience with Gainsight or a similar CS platform
- Salesforce proficiency

Nice to have
- Experience at a high-growth startup (Series C or later)`;

const STRETCH = `We're looking for a Director of Customer Success to build and lead our post-sale organisation.

Requirements
- 10+ years in customer success, with 5+ years managing managers
- Experience leading a team of 25+ CSMs, onboarding and support staff
- Ownership of a $4M budget and headcount planning
- Experience presenting to a board or executive leadership team
- Bachelor's degree required; MBA preferred
- Willingness to travel up to 25%`;

const UNRELATED = `Qualifications
- Active RN license in the State of Ohio
- BSN from an accredited program
- 2+ years of ICU or critical care experience
- BLS and ACLS certification
- Experience with ventilator management and titrating vasoactive drips`;

const DENIAL =
  /not yet worked|have not yet|eager to grow|is new to me|I haven't worked with renewals/i;
const TEMPLATE =
  /close on the|Choose a real|pick a real|what you learned from it|I took on this work/i;

async function requirement(page: Page, name: RegExp) {
  return page.getByTestId("analysis-requirement").filter({ hasText: name }).first();
}

test("a strong fit, a stretch and an unrelated job read as a recruiter would", async ({ page }) => {
  test.setTimeout(120_000);
  await createAccount(page, newAccount(), "Maya");
  await page.getByTestId("resume-text").fill(RESUME);
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Master résumé saved successfully");
  await page.getByTestId("analyze-keywords").click();
  await expectToast(page, "Resume keywords analyzed successfully");
  // The snapshot is her own summary, never the contact block.
  const snapshot = page.getByTestId("snapshot-text");
  await expect(snapshot).toContainText("Customer success leader with 8 years in B2B SaaS");
  await expect(snapshot).not.toContainText("@");
  await screenshot(page, "journey-dashboard");

  // 1. The strong fit: everything written, her renewals and expansion found.
  await addJob(page, {
    title: "Senior Customer Success Manager",
    company: "Northwind",
    description: STRONG,
  });
  await page.getByTestId("workbench-generate-all").click();
  await expectToast(page, "All content generated successfully");
  await page.getByTestId("workbench-tab-analyze").click();
  await expect(page.getByTestId("analysis-score")).toContainText("/100");
  const renewals = await requirement(page, /renewal/i);
  await expect(renewals.getByTestId("analysis-evidence")).toContainText("renewal rate");
  await expect(renewals.getByTestId("evidence-match").first()).toBeVisible();
  const targets = await requirement(page, /targets/i);
  await expect(targets.getByTestId("analysis-evidence")).toBeVisible();
  await screenshot(page, "journey-strong-analyze");

  await page.getByTestId("workbench-tab-resume").click();
  const resume = await page.getByTestId("resume-editor").inputValue();
  // The header stays on top: name, title, contact; then one summary.
  expect(resume.split("\n").slice(0, 3)).toEqual([
    "Maya Thompson",
    "Senior Customer Success Manager",
    "Denver, CO · maya.thompson@example.com · (303) 555-0142",
  ]);
  expect(resume.match(/SUMMARY/g)).toHaveLength(1);
  await screenshot(page, "journey-strong-resume");

  await page.getByTestId("workbench-tab-cover-letter").click();
  const letter = await page.getByTestId("cover-letter-editor").inputValue();
  expect(letter).toContain("96% gross renewal rate");
  expect(letter).not.toMatch(DENIAL);
  await screenshot(page, "journey-strong-letter");

  await page.getByTestId("workbench-tab-qa").click();
  const qa = await page.getByTestId("qa-questions").innerText();
  expect(qa).not.toMatch(DENIAL);
  expect(qa).not.toMatch(TEMPLATE);
  expect(qa).toContain("Situation:");
  await screenshot(page, "journey-strong-qa");

  // 2. The stretch: the structured asks she does not meet are named with what was measured.
  await addJob(page, {
    title: "Director of Customer Success",
    company: "Northwind",
    description: STRETCH,
  });
  await page.getByTestId("workbench-tab-analyze").click();
  await page.getByTestId("analyze-generate").click();
  await expectToast(page, "Job analysis generated successfully");
  await expect(
    (await requirement(page, /10\+ years/)).getByTestId("analysis-requirement-gap"),
  ).toContainText("Not met: about");
  await expect(
    (await requirement(page, /Bachelor/)).getByTestId("analysis-evidence"),
  ).toContainText("B.A. Communication");
  await expect(page.getByTestId("analysis-conditions")).toContainText("travel up to 25%");
  await screenshot(page, "journey-stretch-analyze");

  // 3. The unrelated job: asked once before anything is written, with the reasons.
  await addJob(page, {
    title: "ICU Registered Nurse",
    company: "Mercy General",
    description: UNRELATED,
  });
  await page.getByTestId("workbench-generate-all").click();
  await expect(page.getByTestId("fit-gate-dialog")).toBeVisible();
  await expect(page.getByTestId("fit-gate-summary")).toContainText(/scores \d+\/100/);
  await screenshot(page, "journey-unrelated-fit-gate");
  await page.getByTestId("fit-gate-cancel").click();
  await expect(page.getByTestId("fit-gate-dialog")).toBeHidden();
  await expect(page.getByTestId("workbench-generate-all")).toBeVisible();
});
