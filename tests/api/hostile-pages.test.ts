import * as extractRoute from "@/app/api/extract-job/route";
import * as healthRoute from "@/app/api/health/route";
import { measureHtml } from "@/lib/extract/html-limits";
import { htmlToText } from "@/lib/extract/html-to-text";
import { call, createTestUser, type TestUser } from "../support/api";
import { deeplyNestedHtml, manyParagraphsHtml } from "../support/bombs";
import { setupTestDatabase } from "../support/database";
import { startLocalServer, type LocalServer } from "./extract/support/local-server";

setupTestDatabase();

let alice: TestUser;
let server: LocalServer;

const html = (body: string) => (_request: unknown, response: import("node:http").ServerResponse) =>
  response.writeHead(200, { "content-type": "text/html" }).end(body);

// Nested 300 deep: under the depth cap, deeper than the text walk follows.
const NESTED_POSTING = `<!doctype html><html><head><title>Payroll Specialist | Initech</title>
<meta property="og:site_name" content="Initech"></head><body>${"<div>".repeat(300)}
<h1>Payroll Specialist</h1><p>About the role: run bi-weekly payroll for 400 staff across
three states, reconcile benefits deductions and answer employees' pay questions.</p>
<p>Requirements: 3 years of experience with ADP and multi-state payroll tax filings.
This is a full-time role with a salary of $60,000 - $70,000 a year. Apply by March.</p>
${"</div>".repeat(300)}</body></html>`;

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_NETWORK_FETCH = "true";
  alice = await createTestUser();
  server = await startLocalServer({
    "/warm": html("<html><body><p>Hello</p></body></html>"),
    "/paragraphs": html(manyParagraphsHtml()),
    "/nested": html(deeplyNestedHtml()),
    "/nested-posting": html(NESTED_POSTING),
    "/deep": html(`<html><body>${"<section>".repeat(1_000)}Engineer</body></html>`),
  });
  // A running server has warm parser workers; the first page pays their start-up.
  await call(extractRoute.POST, "POST", { user: alice, body: { url: `${server.origin}/warm` } });
});

afterAll(async () => {
  await server.close();
  delete process.env.ALLOW_PRIVATE_NETWORK_FETCH;
});

describe("POST /api/extract-job with hostile pages", () => {
  it.each([
    ["370,000 paragraphs in 3 MB", "/paragraphs"],
    ["300,000 nested divs", "/nested"],
    ["1,000 nested sections (few elements, too deep)", "/deep"],
  ])("refuses %s with 422 within 2 s, health answering meanwhile", async (_case, path) => {
    const started = performance.now();
    const answer = call(extractRoute.POST, "POST", {
      user: alice,
      body: { url: `${server.origin}${path}` },
    }).then((response) => ({ ...response, ms: performance.now() - started }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const healthStarted = performance.now();
    const health = await call(healthRoute.GET, "GET");
    expect(health.status).toBe(200);
    expect(performance.now() - healthStarted).toBeLessThan(200);
    const response = await answer;
    expect(response.status).toBe(422);
    expect(response.json.message).toBe(
      "This page is too large or too complex to read safely. Paste the description instead.",
    );
    expect(response.ms).toBeLessThan(2_000);
  });

  it("reads a posting nested deeper than the text walk follows", async () => {
    const response = await call(extractRoute.POST, "POST", {
      user: alice,
      body: { url: `${server.origin}/nested-posting` },
    });
    expect(response.status).toBe(200);
    expect(response.json.description).toContain("3 years of experience with ADP");
  });
});

describe("htmlToText on deep nesting", () => {
  it("keeps the text below its depth bound instead of recursing without end", async () => {
    const text = await htmlToText(`${"<div>".repeat(400)}Deep <b>text</b>`);
    expect(text).toBe("Deep text");
  });
});

describe("measureHtml", () => {
  it.each([
    ["<div><p>a<p>b<br><img src=x></div>", 5, 1],
    ["<ul><li>a<li>b</ul><hr/><span/>", 5, 1],
    ["<script>if (a<b) '<div><div>'</SCRIPT><div></div>", 2, 1],
    ["<!-- <div><div> --><DIV><Div>x</div></div>", 2, 2],
    ["a < b and <3", 0, 0],
  ])("counts %s as %i elements, %i deep", (html, elements, depth) => {
    expect(measureHtml(html)).toEqual({ elements, depth });
  });
});
