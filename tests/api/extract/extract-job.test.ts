import { ApiError } from "@/lib/api/errors";
import { extractJob, NOT_A_JOB_MESSAGE } from "@/lib/extract/extract-job";
import type { ExtractFallback } from "@/lib/extract/types";
import { html, json, startLocalServer, type LocalServer } from "./support/local-server";
import {
  ashbyPage,
  blogPage,
  graphPage,
  greenhousePage,
  leverPage,
  openGraphPage,
  workdayPage,
} from "./support/pages";

let server: LocalServer;
const open = { allowPrivateNetwork: true as const };

beforeAll(async () => {
  server = await startLocalServer({
    "/greenhouse": html(greenhousePage),
    "/lever": html(leverPage),
    "/workday": html(workdayPage),
    "/ashby": html(ashbyPage),
    "/graph": html(graphPage),
    "/opengraph": html(openGraphPage),
    "/blog": html(blogPage),
    "/posting.json": json({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Nurse",
      description: "Night shifts.",
      hiringOrganization: { name: "General Hospital" },
    }),
    "/other.json": json({ hello: "world" }),
    "/image": (_request, response) =>
      response.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(8)),
  });
});

afterAll(() => server.close());

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("extractJob from schema.org JobPosting", () => {
  it("reads a Greenhouse-style page (escaped HTML description)", async () => {
    const job = await extractJob(`${server.origin}/greenhouse`, open);
    expect(job).toEqual({
      title: "Senior Backend Engineer",
      company: "Acme",
      description:
        "Acme builds payment tools.\n\nWhat you'll do\n\n• Design APIs\n• Own PostgreSQL schemas",
      salary: "",
      location: "San Francisco, CA, US",
      url: `${server.origin}/greenhouse`,
    });
  });

  it("reads a Lever-style page (array of blocks, several places, GBP)", async () => {
    const job = await extractJob(`${server.origin}/lever`, open);
    expect(job).toEqual({
      title: "Product Designer",
      company: "Globex",
      description:
        "About Globex\n\nWe make design tools.\n\nRequirements\n\n• 4+ years designing products\n• Figma & prototyping",
      salary: "£60,000 - £75,000 a year",
      location: "London; Berlin",
      url: `${server.origin}/lever`,
    });
  });

  it("reads a Workday-style page (plain text lines, hourly pay as a string)", async () => {
    const job = await extractJob(`${server.origin}/workday`, open);
    expect(job).toEqual({
      title: "Data Analyst",
      company: "Initech Corporation",
      description:
        "Initech is looking for a Data Analyst.\n\nResponsibilities:\nBuild dashboards\nWork with SQL",
      salary: "$45.50 an hour",
      location: "Austin, Texas, United States of America",
      url: `${server.origin}/workday`,
    });
  });

  it("reads an Ashby-style page (remote, yearly range)", async () => {
    const job = await extractJob(`${server.origin}/ashby`, open);
    expect(job).toEqual({
      title: "Staff Engineer",
      company: "Umbrella",
      description: "Lead our platform team.\n\nYou have\n\n• Go",
      salary: "$120,000 - $150,000 a year",
      location: "United States",
      remote: true,
      url: `${server.origin}/ashby`,
    });
  });

  it("finds a posting nested in an @graph", async () => {
    const job = await extractJob(`${server.origin}/graph`, open);
    expect(job).toMatchObject({
      title: "Site Reliability Engineer",
      company: "Hooli",
      description: "Keep Hooli running. On-call one week in six.",
      salary: "€5,000 - €6,000 a month",
    });
  });

  it("reads a JobPosting served as JSON", async () => {
    const job = await extractJob(`${server.origin}/posting.json`, open);
    expect(job).toMatchObject({
      title: "Nurse",
      company: "General Hospital",
      description: "Night shifts.",
    });
  });
});

describe("extractJob from meta tags and readable text", () => {
  it("reads a page with only OpenGraph tags and a body", async () => {
    const job = await extractJob(`${server.origin}/opengraph`, open);
    expect(job).toMatchObject({
      title: "Warehouse Supervisor",
      company: "Vandelay Industries",
      salary: "$28 - $34 an hour",
      url: `${server.origin}/opengraph`,
    });
    expect(job.description).toContain(
      "Responsibilities\n\n• Lead a team of twelve associates\n• Plan shifts",
    );
    expect(job.description).not.toMatch(/tracking|display:none|Home/);
  });

  it.each(["/blog", "/other.json"])("refuses %s, which is not a job posting", async (path) => {
    const error = await rejection(extractJob(`${server.origin}${path}`, open));
    expect([error.status, error.message]).toEqual([422, NOT_A_JOB_MESSAGE]);
  });

  it("passes the safe fetch's refusals through", async () => {
    const error = await rejection(extractJob(`${server.origin}/image`, open));
    expect(error.status).toBe(415);
    const refused = await rejection(extractJob(`${server.origin}/greenhouse`));
    expect(refused.status).toBe(400);
  });
});

describe("extractJob with a fallback", () => {
  it("asks the fallback about a page the rules cannot read, with its title and text", async () => {
    const fallback = jest.fn<ReturnType<ExtractFallback>, Parameters<ExtractFallback>>(
      async ({ url }) => ({
        title: "Baker",
        company: "Crumb",
        description: "Bake bread.",
        salary: "",
        url,
      }),
    );
    const job = await extractJob(`${server.origin}/blog`, { ...open, fallback });
    expect(job).toMatchObject({ title: "Baker", company: "Crumb", description: "Bake bread." });
    const [page] = fallback.mock.calls[0];
    expect(page.url).toBe(`${server.origin}/blog`);
    expect(page.title).toBe("Ten tips for a better sourdough");
    expect(page.text).toContain("Sourdough rewards patience.");
  });

  it("keeps the 422 when the fallback says it is not a job", async () => {
    const error = await rejection(
      extractJob(`${server.origin}/blog`, { ...open, fallback: async () => null }),
    );
    expect([error.status, error.message]).toEqual([422, NOT_A_JOB_MESSAGE]);
  });

  it("does not ask the fallback when the page already gave a full job", async () => {
    const fallback = jest.fn(async () => null);
    await extractJob(`${server.origin}/ashby`, { ...open, fallback });
    expect(fallback).not.toHaveBeenCalled();
  });

  it("ignores a failing fallback when the rules read the posting", async () => {
    const fallback = async () => {
      throw new Error("model offline");
    };
    const job = await extractJob(`${server.origin}/opengraph`, { ...open, fallback });
    expect(job.title).toBe("Warehouse Supervisor");
  });
});
