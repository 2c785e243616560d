// The job sources for end-to-end runs, on 127.0.0.1:3191: helper A's loopback fakes
// (tests/support/job-sources), with every posting link moved onto this server. AI Mode
// reads each posting's page on the server; with the fixtures' real links
// (https://remotive.com/...) that would leave the machine. Here /postings/<host>/<path>
// answers a small live posting page instead, so validation runs end to end on loopback.
import http from "node:http";
import { startFakeJobSources } from "../support/job-sources";

const PORT = Number(process.env.FAKE_SOURCES_PORT ?? 3191);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const POSTINGS = "/postings/";
const MAX_BODY = 1024 * 1024;

/** Every "https://host/..." link in an answer (plain or JSON-escaped) now points here. */
export function linksToLoopback(body: string, upstream: string): string {
  const escapedOrigin = ORIGIN.replaceAll("/", "\\/");
  return body
    .replaceAll(upstream, ORIGIN)
    .replace(/https:\/\/([a-z0-9.-]{1,253})\//gi, `${ORIGIN}${POSTINGS}$1/`)
    .replace(/https:\\\/\\\/([a-z0-9.-]{1,253})\\\//gi, `${escapedOrigin}\\/postings\\/$1\\/`);
}

function postingPage(path: string): string {
  const slug = path.split("/").filter(Boolean).pop() ?? "posting";
  const title = `Posting ${slug}`;
  const data = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title,
    datePosted: "2026-11-20",
    hiringOrganization: { "@type": "Organization", name: "Fake Employer" },
  };
  const text =
    "About the role. You will build accessible web interfaces with React and TypeScript. " +
    "Responsibilities: ship features, review code, and work with designers. " +
    "Requirements: three years of frontend experience. Apply now with your résumé.";
  return `<!doctype html><html><head><title>${title}</title><script type="application/ld+json">${JSON.stringify(
    data,
  )}</script></head><body><main><h1>${title}</h1><p>${text}</p><p>${text}</p></main></body></html>`;
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) break;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function main() {
  const fake = await startFakeJobSources({ port: 0 });
  const server = http.createServer(async (request, response) => {
    const url = request.url ?? "/";
    if (url.startsWith(POSTINGS)) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(postingPage(url.slice(POSTINGS.length)));
      return;
    }
    try {
      const body = await readBody(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === "string" && name !== "host" && name !== "content-length") {
          headers.set(name, value);
        }
      }
      const upstream = await fetch(`${fake.origin}${url}`, {
        method: request.method,
        headers,
        body: request.method === "GET" || request.method === "HEAD" ? undefined : body.toString(),
      });
      const text = linksToLoopback(await upstream.text(), fake.origin);
      response.writeHead(upstream.status, {
        "content-type": upstream.headers.get("content-type") ?? "application/json",
      });
      response.end(text);
    } catch (error) {
      response.writeHead(502, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: String(error) }));
    }
  });
  server.listen(PORT, "127.0.0.1", () => console.log(`Fake job sources on ${ORIGIN}`));
  const stop = () => {
    server.closeAllConnections();
    server.close();
    void fake.close().then(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

void main();
