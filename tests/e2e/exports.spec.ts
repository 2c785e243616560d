import fs from "node:fs";
import mammoth from "mammoth";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { readPdfText } from "../support/files";
import { addJob, createAccount, expectToast, newAccount } from "./helpers";

// No OPENAI_API_KEY: the offline local engine writes the résumé and the letter.
const RESUME = [
  "Maya Thompson",
  "maya.thompson@example.com | (555) 201-3344 | Denver, CO",
  "",
  "EXPERIENCE",
  "Senior Customer Success Manager, Brightwave Analytics (Mar 2021 - Present)",
  "- Grew net revenue retention to 118% across 40 accounts using Gainsight.",
  "- Ran quarterly business reviews for Café Société and other clients.",
  "",
  "SKILLS",
  "Salesforce, Gainsight, Zendesk",
].join("\n");

const JOB = [
  "Northwind is hiring a customer success lead.",
  "Requirements:",
  "- Gainsight and Salesforce",
  "- Renewals and quarterly business reviews",
].join("\n");

async function download(page: Page, kind: "resume" | "cover-letter", format: "docx" | "pdf") {
  await page.getByTestId(`${kind}-download`).click();
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId(`${kind}-download-${format}`).click(),
  ]);
  const filePath = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(filePath) };
}

test("the tailored résumé and the cover letter download as Word and PDF files", async ({
  page,
}) => {
  await createAccount(page, newAccount(), "Maya");
  await page.getByTestId("resume-text").fill(RESUME);
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Master résumé saved successfully");
  await addJob(page, {
    title: "Senior Customer Success Manager",
    company: "Northwind",
    description: JOB,
  });

  await page.getByTestId("workbench-tab-resume").click();
  await expect(page.getByTestId("resume-download")).toBeDisabled();
  await page.getByTestId("resume-generate").click();
  await expectToast(page, "Tailored résumé generated successfully");
  await expect(page.getByTestId("resume-download")).toBeEnabled();

  const docx = await download(page, "resume", "docx");
  // The account's name is Maya Lovelace (the helper's last name).
  expect(docx.name).toBe("Maya-Lovelace-Resume-Northwind-Senior-Customer-Success-Manager.docx");
  const { value: html } = await mammoth.convertToHtml({ buffer: docx.bytes });
  expect(html).toContain("<h1>EXPERIENCE</h1>");
  expect(html).toContain(
    "<li>Ran quarterly business reviews for Café Société and other clients.</li>",
  );

  const pdf = await download(page, "resume", "pdf");
  expect(pdf.name).toBe("Maya-Lovelace-Resume-Northwind-Senior-Customer-Success-Manager.pdf");
  const text = await readPdfText(pdf.bytes);
  expect(text).toContain("Maya Thompson");
  expect(text).toContain("Café Société");

  // Unsaved edits are not in the saved file: Download waits for Save.
  await page.getByTestId("resume-editor").press("End");
  await page.getByTestId("resume-editor").pressSequentially(" More.");
  await expect(page.getByTestId("resume-download")).toBeDisabled();
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Résumé saved successfully");
  await expect(page.getByTestId("resume-download")).toBeEnabled();

  await page.getByTestId("workbench-tab-cover-letter").click();
  await page.getByTestId("cover-letter-generate").click();
  await expectToast(page, "Cover letter generated successfully");
  const letter = await download(page, "cover-letter", "pdf");
  expect(letter.name).toBe(
    "Maya-Lovelace-Cover-Letter-Northwind-Senior-Customer-Success-Manager.pdf",
  );
  expect((await readPdfText(letter.bytes)).replace(/\s+/g, " ")).toContain("Northwind");
});

test("a failed download says what the server said", async ({ page }) => {
  await createAccount(page, newAccount());
  await page.getByTestId("resume-text").fill(RESUME);
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Master résumé saved successfully");
  await addJob(page, { title: "CSM", company: "Northwind", description: JOB });
  await page.getByTestId("workbench-tab-resume").click();
  await page.getByTestId("resume-generate").click();
  await expectToast(page, "Tailored résumé generated successfully");

  await page.route("**/export?*", (route) =>
    route.fulfill({ status: 413, json: { message: "This document has more than 1,000 lines." } }),
  );
  await page.getByTestId("resume-download").click();
  await page.getByTestId("resume-download-pdf").click();
  await expectToast(page, "This document has more than 1,000 lines.");
});
