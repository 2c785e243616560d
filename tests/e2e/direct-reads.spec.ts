import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { newAccount } from "./helpers";
import { signUpByApi, startServer, stopServer, waitForHealth } from "./api-session";

// The dashboard's and workbench's reads are answered without Next's router
// (lib/api/direct-routes.ts). The suite's own server does that; a second one with
// DIRECT_API_READS=off answers them through Next. With the same data, every answer must
// be the same but for ids and times.
const DIRECT = `http://localhost:${Number(process.env.E2E_PORT || 3107)}`;
const OFF_PORT = Number(process.env.E2E_DIRECT_OFF_PORT || 3109);
const THROUGH_NEXT = `http://localhost:${OFF_PORT}`;
let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shortlist-direct-off-e2e-"));
  server = startServer({ PORT: String(OFF_PORT), DATA_DIR: dataDir, DIRECT_API_READS: "off" });
  await waitForHealth(THROUGH_NEXT, "The server without direct reads");
});

test.afterAll(() => {
  stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A GET with Node's http, so Content-Encoding is seen as sent. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const gzip = response.headers["content-encoding"] === "gzip";
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: (gzip ? gunzipSync(raw) : raw).toString("utf8"),
          });
        });
      })
      .on("error", reject);
  });
}

/** One account with a résumé, its keywords and an analysed job, built through the API. */
async function seed(base: string) {
  const account = newAccount();
  const cookie = await signUpByApi(base, account);
  const headers = { cookie, origin: base, "content-type": "application/json" };
  const post = async (route: string, body?: object) => {
    const response = await fetch(`${base}${route}`, {
      method: "POST",
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status, route).toBeLessThan(300);
    return response.json();
  };
  const resumeText = [
    "Dana Whitfield",
    "Support Engineer · Denver, CO · dana@example.com",
    "Support Engineer, Northwind (2020 - Present)",
    "- Resolved 40 tickets a week in Zendesk with a 96% satisfaction score.",
    "- Wrote SQL queries to find the cause of billing errors.",
  ].join("\n");
  await post("/api/master-resume", { text: resumeText });
  await post("/api/analyze-keywords", { resumeText });
  const job = await post("/api/jobs", {
    title: "Senior Support Engineer",
    company: "Acme",
    description: `Requirements:\n- 3+ years in technical support\n- SQL\n- Zendesk\n${"We value clear writing. ".repeat(20)}`,
  });
  await post(`/api/jobs/${job.id}/analyze`);
  await post("/api/jobs", {
    title: "Support Lead",
    company: "Bexley",
    description: "Lead a team.",
  });
  return { cookie, jobId: job.id as string, email: account.email };
}

const normalize = (body: string, email: string) =>
  body
    .replaceAll(email, "<email>")
    .replace(/"c[a-z0-9]{20,}"/g, '"<id>"')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, "<time>");

// What each server adds that is not the answer: Next marks its own, this server its own.
const COMPARED_HEADERS = ["content-type", "cache-control", "x-frame-options"];

test("the reads answered directly are the answers Next gives", async () => {
  const direct = await seed(DIRECT);
  const next = await seed(THROUGH_NEXT);
  const paths = (jobId: string) => [
    "/api/auth/user",
    "/api/jobs",
    "/api/jobs?limit=1",
    "/api/master-resume",
    "/api/professional-snapshot",
    `/api/jobs/${jobId}`,
    "/api/jobs/cnotajobofthisuser0000000",
    "/api/jobs/not-an-id",
  ];
  const [directPaths, nextPaths] = [paths(direct.jobId), paths(next.jobId)];
  for (const [index, directPath] of directPaths.entries()) {
    for (const session of ["signed in", "signed out"]) {
      for (const encoding of ["gzip", "identity"]) {
        const headers = (cookie: string) => ({
          "accept-encoding": encoding,
          ...(session === "signed in" ? { cookie } : {}),
        });
        const a = await get(`${DIRECT}${directPath}`, headers(direct.cookie));
        const b = await get(`${THROUGH_NEXT}${nextPaths[index]}`, headers(next.cookie));
        const what = `${directPath} ${session} ${encoding}`;
        expect(a.status, what).toBe(b.status);
        expect(normalize(a.body, direct.email), what).toBe(normalize(b.body, next.email));
        for (const name of COMPARED_HEADERS)
          expect(a.headers[name], `${what}: ${name}`).toBe(b.headers[name]);
        // A page's cursor names its last job (an id and a time of each server's own).
        expect(Boolean(a.headers["x-next-cursor"]), what).toBe(Boolean(b.headers["x-next-cursor"]));
        expect(a.headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
        // Next's own answers say how its router caches them; the direct ones do not.
        expect(b.headers.vary, what).toContain("rsc");
        expect(a.headers.vary, what).toBe("Accept-Encoding");
      }
    }
  }
  // The analysed job is worth gzipping, and was.
  const job = await get(`${DIRECT}/api/jobs/${direct.jobId}`, {
    cookie: direct.cookie,
    "accept-encoding": "gzip",
  });
  expect(job.headers["content-encoding"]).toBe("gzip");
  expect(JSON.parse(job.body).analysis).toBeTruthy();
});
