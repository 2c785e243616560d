import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./fixtures";
import { createAccount, expectToast, newAccount } from "./helpers";

function posting(title: string, company: string) {
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title,
    hiringOrganization: { "@type": "Organization", name: company },
    description: `<p>Join ${company} as a ${title}.</p><ul><li>Build services</li><li>Review code</li></ul>`,
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 120000, maxValue: 150000, unitText: "YEAR" },
    },
  };
  return `<!doctype html><html><head><title>${title}</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body><h1>${title}</h1></body></html>`;
}

let server: http.Server;
let origin: string;

test.beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === "/jobs/backend")
      response
        .writeHead(200, { "content-type": "text/html" })
        .end(posting("Backend Engineer", "Globex"));
    else if (request.url === "/jobs/data")
      response
        .writeHead(200, { "content-type": "text/html" })
        .end(posting("Data Analyst", "Initech"));
    else response.writeHead(404, { "content-type": "text/html" }).end("<h1>Gone</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("a posting URL fills the form, and bulk extraction creates jobs and keeps the failures", async ({
  page,
}) => {
  await createAccount(page, newAccount());

  await page.getByTestId("job-url-extract-input").fill(`${origin}/jobs/backend`);
  await page.getByTestId("job-url-extract").click();
  await expectToast(page, "Job details extracted successfully");
  await expect(page.getByTestId("job-title-input")).toHaveValue("Backend Engineer");
  await expect(page.getByTestId("job-company-input")).toHaveValue("Globex");
  await expect(page.getByTestId("job-salary-input")).toHaveValue("$120,000 - $150,000 a year");
  await expect(page.getByTestId("job-description-input")).toHaveValue(
    /Join Globex as a Backend Engineer/,
  );
  await page.getByTestId("job-save").click();
  await expect(page.getByTestId("workbench-title")).toHaveText("Backend Engineer");

  await page.getByTestId("nav-dashboard").first().click();
  await expect(page.getByTestId("bulk-url-input").first()).toBeHidden();
  await page.getByTestId("bulk-url-toggle").click();
  const inputs = page.getByTestId("bulk-url-input");
  await expect(inputs).toHaveCount(5);
  await inputs.nth(0).fill(`${origin}/jobs/data`);
  await inputs.nth(1).fill(`${origin}/jobs/missing`);
  await page.getByTestId("bulk-url-extract-all").click();
  await expectToast(page, "1 job(s) extracted and created successfully. 1 failed.");
  const values = await page
    .getByTestId("bulk-url-input")
    .evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value));
  expect(values).toContain(`${origin}/jobs/missing`);
  expect(values).not.toContain(`${origin}/jobs/data`);
  await expect(
    page.getByTestId("recent-job-row").filter({ hasText: "Data Analyst" }),
  ).toBeVisible();
});
