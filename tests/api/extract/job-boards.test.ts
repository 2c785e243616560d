import { ApiError } from "@/lib/api/errors";
import { extractJob } from "@/lib/extract/extract-job";
import { matchBoardPosting } from "@/lib/extract/job-boards";
import { json, startLocalServer, type LocalServer } from "./support/local-server";

const LEVER_ID = "5ac21346-8e0c-4494-8e7a-3eb92ff77902";
const ASHBY_ID = "0f3c2b1a-9d8e-4f7a-b6c5-d4e3f2a1b0c9";

let server: LocalServer;
let apiBases: { greenhouse: string; lever: string; ashby: string };
const options = () => ({ allowPrivateNetwork: true as const, apiBases });

beforeAll(async () => {
  server = await startLocalServer({
    // Greenhouse's job API sends the description as escaped HTML.
    "/gh/v1/boards/acme/jobs/4012345": json({
      id: 4012345,
      title: "Platform Engineer",
      company_name: "Acme Inc.",
      location: { name: "Remote - US" },
      content:
        "&lt;p&gt;Run our platform.&lt;/p&gt;&lt;h2&gt;Requirements&lt;/h2&gt;&lt;ul&gt;" +
        "&lt;li&gt;Kubernetes&lt;/li&gt;&lt;li&gt;Terraform&lt;/li&gt;&lt;/ul&gt;",
      pay_input_ranges: [
        { min_cents: 14000000, max_cents: 18000000, currency_type: "USD", title: "Annual base" },
      ],
    }),
    "/gh/v1/boards/oldco/jobs/77": json({
      id: 77,
      title: "Accountant",
      location: { name: "Chicago, IL" },
      content: "&lt;p&gt;Close the books monthly.&lt;/p&gt;",
    }),
    "/gh/v1/boards/oldco": json({ name: "Old Company LLC" }),
    [`/lever/v0/postings/globex/${LEVER_ID}`]: json({
      id: LEVER_ID,
      text: "Account Executive",
      categories: { location: "New York, NY", commitment: "Full-time", team: "Sales" },
      description: "<div>Sell to mid-market customers.</div>",
      lists: [
        { text: "What you'll do", content: "<li>Run demos</li><li>Close deals</li>" },
        { text: "What you bring", content: "<li>3+ years of SaaS sales</li>" },
      ],
      additional: "<div>We offer equity.</div>",
      workplaceType: "hybrid",
      salaryRange: { min: 90000, max: 110000, currency: "USD", interval: "per-year-salary" },
    }),
    "/ashby/posting-api/job-board/umbrella": json({
      apiVersion: "1",
      jobs: [
        {
          id: "11111111-2222-3333-4444-555555555555",
          title: "Other Job",
          descriptionHtml: "<p>No</p>",
        },
        {
          id: ASHBY_ID,
          title: "Research Scientist",
          location: "Boston, MA",
          isRemote: true,
          descriptionHtml: "<p>Study things.</p><ul><li>PhD</li><li>Python</li></ul>",
          compensation: {
            compensationTierSummary: "€80K – €95K",
            summaryComponents: [
              {
                compensationType: "Salary",
                interval: "1 YEAR",
                currencyCode: "EUR",
                minValue: 80000,
                maxValue: 95000,
              },
            ],
          },
        },
      ],
    }),
  });
  apiBases = {
    greenhouse: `${server.origin}/gh`,
    lever: `${server.origin}/lever`,
    ashby: `${server.origin}/ashby`,
  };
});

afterAll(() => server.close());

describe("matchBoardPosting", () => {
  it.each([
    [
      "https://boards.greenhouse.io/acme/jobs/4012345",
      { board: "greenhouse", company: "acme", id: "4012345" },
    ],
    [
      "https://job-boards.greenhouse.io/acme/jobs/4012345?gh_src=x",
      { board: "greenhouse", company: "acme", id: "4012345" },
    ],
    [
      "https://boards.greenhouse.io/embed/job_app?for=acme&token=4012345",
      { board: "greenhouse", company: "acme", id: "4012345" },
    ],
    [
      `https://jobs.lever.co/globex/${LEVER_ID}`,
      { board: "lever", company: "globex", id: LEVER_ID },
    ],
    [
      `https://jobs.lever.co/globex/${LEVER_ID}/apply`,
      { board: "lever", company: "globex", id: LEVER_ID },
    ],
    [
      `https://jobs.ashbyhq.com/umbrella/${ASHBY_ID}`,
      { board: "ashby", company: "umbrella", id: ASHBY_ID },
    ],
    ["https://boards.greenhouse.io/acme", null],
    ["https://jobs.lever.co/globex", null],
    ["https://greenhouse.io.evil.example/acme/jobs/1", null],
    ["https://example.com/acme/jobs/1", null],
  ])("%s", (url, expected) => {
    expect(matchBoardPosting(url)).toEqual(expected);
  });
});

describe("extractJob through the boards' public APIs", () => {
  it("reads a Greenhouse posting with its pay range", async () => {
    const url = "https://boards.greenhouse.io/acme/jobs/4012345";
    expect(await extractJob(url, options())).toEqual({
      title: "Platform Engineer",
      company: "Acme Inc.",
      description: "Run our platform.\n\nRequirements\n\n• Kubernetes\n• Terraform",
      salary: "$140,000 - $180,000 a year",
      location: "Remote - US",
      remote: true,
      url,
    });
    expect(server.requests.at(-1)?.path).toBe(
      "/gh/v1/boards/acme/jobs/4012345?pay_transparency=true",
    );
  });

  it("asks Greenhouse for the board's name when the job lacks it", async () => {
    const job = await extractJob("https://job-boards.greenhouse.io/oldco/jobs/77", options());
    expect(job).toMatchObject({
      company: "Old Company LLC",
      description: "Close the books monthly.",
      salary: "",
    });
  });

  it("reads a Lever posting, joining its lists", async () => {
    const url = `https://jobs.lever.co/globex/${LEVER_ID}`;
    expect(await extractJob(url, options())).toEqual({
      title: "Account Executive",
      company: "Globex",
      description:
        "Sell to mid-market customers.\n\nWhat you'll do\n\n• Run demos\n• Close deals\n\n" +
        "What you bring\n\n• 3+ years of SaaS sales\n\nWe offer equity.",
      salary: "$90,000 - $110,000 a year",
      location: "New York, NY",
      url,
    });
  });

  it("picks the Ashby posting by id from the board", async () => {
    const url = `https://jobs.ashbyhq.com/umbrella/${ASHBY_ID}`;
    expect(await extractJob(url, options())).toEqual({
      title: "Research Scientist",
      company: "Umbrella",
      description: "Study things.\n\n• PhD\n• Python",
      salary: "€80,000 - €95,000 a year",
      location: "Boston, MA",
      remote: true,
      url,
    });
  });

  it.each([
    "https://boards.greenhouse.io/acme/jobs/999",
    `https://jobs.lever.co/globex/${ASHBY_ID}`,
    `https://jobs.ashbyhq.com/umbrella/${LEVER_ID}`,
  ])("says %s is no longer listed", async (url) => {
    const error = await extractJob(url, options()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toMatch(/no longer listed/);
  });

  it("keeps the address checks for the API bases too", async () => {
    const error = await extractJob("https://boards.greenhouse.io/acme/jobs/4012345", {
      apiBases,
    }).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(400);
  });
});
