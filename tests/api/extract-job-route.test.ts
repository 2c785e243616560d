import * as extractRoute from "@/app/api/extract-job/route";
import { setLanguageModelOverride } from "@/lib/ai/provider";
import { call, createTestUser, type TestUser } from "../support/api";
import { generatingModel } from "../support/mock-models";
import { setupTestDatabase } from "../support/database";
import { startLocalServer, type LocalServer } from "./extract/support/local-server";

setupTestDatabase();

let alice: TestUser;
let server: LocalServer;

const POSTING = `<!doctype html><html><head><title>Staff Engineer</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "JobPosting",
  title: "Staff Engineer",
  hiringOrganization: { "@type": "Organization", name: "Globex" },
  description: "<p>Lead our platform team.</p><ul><li>Go</li><li>Kubernetes</li></ul>",
  baseSalary: {
    "@type": "MonetaryAmount",
    currency: "USD",
    value: { "@type": "QuantitativeValue", minValue: 180000, maxValue: 220000, unitText: "YEAR" },
  },
})}</script></head><body><h1>Staff Engineer</h1></body></html>`;

// A careers page with no structured data and little that reads like a posting.
const UNSTRUCTURED = `<!doctype html><html><head><title>Careers at Initech</title></head>
<body><main><h2>Open role: Payroll Specialist</h2><p>Initech pays people. Join the payroll
team in Austin and run our bi-weekly payroll in ADP for 400 staff.</p></main></body></html>`;

beforeAll(async () => {
  alice = await createTestUser();
  server = await startLocalServer({
    "/job": (_request, response) =>
      response.writeHead(200, { "content-type": "text/html" }).end(POSTING),
    "/careers": (_request, response) =>
      response.writeHead(200, { "content-type": "text/html" }).end(UNSTRUCTURED),
  });
});
afterEach(() => setLanguageModelOverride(undefined));

afterAll(async () => {
  await server.close();
  delete process.env.ALLOW_PRIVATE_NETWORK_FETCH;
});

describe("POST /api/extract-job", () => {
  it("refuses a loopback address by default, without connecting", async () => {
    delete process.env.ALLOW_PRIVATE_NETWORK_FETCH;
    const before = server.connections();
    const response = await call(extractRoute.POST, "POST", {
      user: alice,
      body: { url: `${server.origin}/job` },
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/not allowed/i);
    expect(server.connections()).toBe(before);
  });

  it("extracts a JSON-LD posting when private-network fetches are allowed", async () => {
    process.env.ALLOW_PRIVATE_NETWORK_FETCH = "true";
    const response = await call(extractRoute.POST, "POST", {
      user: alice,
      body: { url: `${server.origin}/job` },
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      title: "Staff Engineer",
      company: "Globex",
      description: expect.stringContaining("Lead our platform team."),
      salary: "$180,000 - $220,000 a year",
    });
    expect(response.json.description).toContain("• Kubernetes");
  });

  it.each([
    [{ url: "   " }, 400, "Please enter a job URL"],
    [{}, 400, "Please enter a job URL"],
    [
      { url: `https://example.com/${"a".repeat(2000)}` },
      400,
      "URL must be at most 2000 characters",
    ],
    [{ url: "file:///etc/passwd" }, 400, "Only web links (http:// or https://) can be read."],
  ])("refuses %j", async (body, status, message) => {
    const response = await call(extractRoute.POST, "POST", { user: alice, body });
    expect(response.status).toBe(status);
    expect(response.json.message).toContain(message);
  });

  it("asks a configured model about a page the rules cannot read", async () => {
    process.env.ALLOW_PRIVATE_NETWORK_FETCH = "true";
    setLanguageModelOverride(null);
    const withoutModel = await call(extractRoute.POST, "POST", {
      user: alice,
      body: { url: `${server.origin}/careers` },
    });
    expect(withoutModel.status).toBe(422);

    const model = generatingModel(
      JSON.stringify({
        isJobPosting: true,
        title: "Payroll Specialist",
        company: "Initech",
        salary: "",
        description: "Run our bi-weekly payroll in ADP for 400 staff.",
      }),
    );
    setLanguageModelOverride(model);
    const response = await call(extractRoute.POST, "POST", {
      user: alice,
      body: { url: `${server.origin}/careers` },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ title: "Payroll Specialist", company: "Initech" });
    expect(JSON.stringify(model.doGenerateCalls[0].prompt)).toContain("bi-weekly payroll");

    setLanguageModelOverride(
      generatingModel(
        JSON.stringify({
          isJobPosting: false,
          title: "",
          company: "",
          salary: "",
          description: "",
        }),
      ),
    );
    const notAJob = await call(extractRoute.POST, "POST", {
      user: alice,
      body: { url: `${server.origin}/careers` },
    });
    expect(notAJob.status).toBe(422);
  });

  it("answers 401 without a session", async () => {
    const response = await call(extractRoute.POST, "POST", {
      body: { url: "https://example.com/job" },
    });
    expect(response.status).toBe(401);
  });
});
