import http from "node:http";
import type { AddressInfo } from "node:net";

// One loopback server for the Discover API tests: two job sources speaking their real
// wire formats (Remotive's and Arbeitnow's, from shared/reference/job-sources.md) and
// the posting pages their jobs link to, each page scripted (live, gone, moved, slow).

export type FeedJob = {
  id: string;
  title: string;
  company: string;
  location?: string;
  /** ISO date-time. */
  date?: string;
  salary?: string;
  /** HTML, as the sources send it. */
  description: string;
  /** A path on this server ("/postings/1") or a full URL. */
  url: string;
};

export type PostingPage = {
  status?: number;
  html?: string;
  /** A path to redirect to (302). */
  redirect?: string;
  delayMs?: number;
};

export type FeedScript = {
  remotive?: FeedJob[] | { status: number };
  arbeitnow?: FeedJob[] | { status: number };
  pages?: Record<string, PostingPage>;
};

export type DiscoverFeeds = {
  origin: string;
  /** DISCOVER_SOURCES and the two base URLs, for process.env. */
  env: Record<string, string>;
  /** Paths asked, in order. */
  requests: string[];
  /** The most posting pages being answered at once. */
  mostPagesAtOnce: () => number;
  script: (next: FeedScript) => void;
  close: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startDiscoverFeeds(
  initial: FeedScript = {},
  { port = 0 }: { port?: number } = {},
): Promise<DiscoverFeeds> {
  let current: FeedScript = initial;
  const requests: string[] = [];
  let pagesNow = 0;
  let pagesMost = 0;
  const absolute = (url: string) => (url.startsWith("/") ? `${origin}${url}` : url);

  const remotive = (jobs: FeedJob[]) => ({
    "0-legal-notice": "Remotive API Legal Notice",
    "job-count": jobs.length,
    jobs: jobs.map((job) => ({
      id: Number(job.id),
      url: absolute(job.url),
      title: job.title,
      company_name: job.company,
      company_logo: "",
      category: "Software Development",
      tags: [],
      job_type: "full_time",
      publication_date: (job.date ?? new Date().toISOString()).replace(/Z$/, "").slice(0, 19),
      candidate_required_location: job.location ?? "Worldwide",
      salary: job.salary ?? "",
      description: job.description,
    })),
  });

  const arbeitnow = (jobs: FeedJob[], page: number) => ({
    data: (page === 1 ? jobs : []).map((job) => ({
      slug: job.id,
      company_name: job.company,
      title: job.title,
      description: job.description,
      remote: /remote|worldwide/i.test(job.location ?? "Remote"),
      url: absolute(job.url),
      tags: [],
      job_types: ["full time"],
      location: job.location ?? "Remote",
      created_at: Math.floor(Date.parse(job.date ?? new Date().toISOString()) / 1000),
    })),
    links: { first: `${origin}/api/job-board-api?page=1`, last: null, prev: null, next: null },
    meta: { current_page: page, per_page: 100, terms: "Free public API", info: "" },
  });

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", origin);
    requests.push(url.pathname + url.search);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/api/remote-jobs") {
      const feed = current.remotive ?? [];
      return Array.isArray(feed) ? json(200, remotive(feed)) : json(feed.status, {});
    }
    if (url.pathname === "/api/job-board-api") {
      const feed = current.arbeitnow ?? [];
      const page = Number(url.searchParams.get("page") ?? 1);
      return Array.isArray(feed) ? json(200, arbeitnow(feed, page)) : json(feed.status, {});
    }
    const page = current.pages?.[url.pathname];
    if (!page) {
      response.writeHead(404, { "content-type": "text/html" });
      return response.end("<html><body><h1>Not found</h1></body></html>");
    }
    pagesNow++;
    pagesMost = Math.max(pagesMost, pagesNow);
    response.on("close", () => pagesNow--);
    if (page.delayMs) await sleep(page.delayMs);
    if (page.redirect) {
      response.writeHead(302, { location: page.redirect });
      return response.end();
    }
    response.writeHead(page.status ?? 200, { "content-type": "text/html; charset=utf-8" });
    response.end(page.html ?? "");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    env: {
      DISCOVER_SOURCES: "remotive,arbeitnow",
      REMOTIVE_BASE_URL: origin,
      ARBEITNOW_BASE_URL: origin,
    },
    requests,
    mostPagesAtOnce: () => pagesMost,
    script: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A posting page as boards write them: what you'll do, what we ask, how to apply. */
export function postingHtml(title: string, extra = ""): string {
  return `<!doctype html><html><head><title>${title}</title></head><body><main>
<h1>${title}</h1>
<h2>About the role</h2><p>You will build and run web services in TypeScript and PostgreSQL for our customers.</p>
<h2>Requirements</h2><ul><li>5+ years of experience with TypeScript</li><li>Experience with PostgreSQL</li></ul>
<h2>Benefits</h2><p>Competitive salary, equity and paid time off. Full-time, remote.</p>
<p>${extra}</p><a href="/apply">Apply now</a></main></body></html>`;
}

/** A page that is plainly not a posting: a company blog article. */
export function articleHtml(): string {
  const paragraph =
    "Our engineering team spent the spring moving our build system to a new cache. " +
    "The change cut build times in half and made our deploys calmer for everybody. ";
  return `<!doctype html><html><body><article><h1>How we sped up our builds</h1>
<p>${paragraph.repeat(4)}</p><p>${paragraph.repeat(3)}</p></article></body></html>`;
}

/** A free loopback port nothing listens on (for "unreachable"). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
