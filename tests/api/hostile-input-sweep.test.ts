import * as generateAllRoute from "@/app/api/jobs/[id]/generate-all/route";
import * as targetRolesRoute from "@/app/api/master-resume/target-roles/route";
import * as transcriptsRoute from "@/app/api/jobs/[id]/transcripts/route";
import { setLanguageModelOverride } from "@/lib/ai/provider";
import { ROUTE_METHODS } from "@/lib/api/route-methods";
import { db } from "@/lib/db";
import { callRaw, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { seedResumeAndJob } from "../support/generation";
import { hostileBodies, hostileIds, hostileQueries } from "../support/hostile-input";
import { listRouteFiles } from "../support/route-files";

setupTestDatabase();

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

let owner: TestUser;
let other: TestUser;
const jobs = { owner: "", other: "" };

/** Every row that belongs to a user, in a stable order, as one comparable value. */
async function snapshot(userId: string) {
  const byId = { orderBy: { id: "asc" as const } };
  const where = { where: { userId }, ...byId };
  return JSON.stringify({
    user: await db().user.findUnique({ where: { id: userId } }),
    accounts: await db().account.findMany(where),
    jobs: await db().job.findMany(where),
    questions: await db().interviewQuestion.findMany(where),
    resume: await db().masterResume.findUnique({ where: { userId } }),
    transcripts: await db().interviewTranscript.findMany(where),
    versions: await db().documentVersion.findMany(where),
    savedSearches: await db().savedSearchSetting.findMany(where),
    history: await db().discoveryHistory.findMany(where),
    backgroundSearches: await db().backgroundSearch.findMany(where),
    boards: await db().discoverBoards.findUnique({ where: { userId } }),
  });
}

async function seed(user: TestUser) {
  const jobId = await seedResumeAndJob(user);
  const generated = await callRaw(generateAllRoute.POST as Handler, "POST", {
    user,
    params: { id: jobId },
  });
  expect(generated.status).toBe(200);
  await generated.text();
  await callRaw(targetRolesRoute.PUT as Handler, "PUT", {
    user,
    body: { targetRoles: ["Staff Engineer"] },
  });
  const transcript = await callRaw(transcriptsRoute.POST as Handler, "POST", {
    user,
    params: { id: jobId },
    body: {
      title: "Acme - Senior Frontend Engineer",
      content: "Interviewer: Why Acme?\nMe: The clinics.",
      interviewMode: "text",
      duration: 600,
      interviewDate: "2026-11-20T10:00:00Z",
    },
  });
  expect(transcript.status).toBe(201);
  return jobId;
}

beforeAll(async () => {
  setLanguageModelOverride(null);
  owner = await createTestUser();
  other = await createTestUser();
  jobs.owner = await seed(owner);
  jobs.other = await seed(other);
}, 120_000);

afterAll(() => setLanguageModelOverride(undefined));

type Attempt = {
  label: string;
  method: string;
  user?: TestUser | null;
  params: Record<string, string>;
  path?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
};

/** The malformed requests for one route and method. */
function attempts(urlPath: string, paramNames: string[], method: string): Attempt[] {
  // Ids of the other user's rows: well-formed, so a handler gets as far as it can, and
  // a handler that ignores its body (a generation) still cannot touch the owner's data.
  const foreign = Object.fromEntries(
    paramNames.map((name) => [name, name === "id" ? jobs.other : `c${"1".repeat(24)}`]),
  );
  const list: Attempt[] = [
    { label: "signed out", method, user: null, params: foreign },
    {
      label: "forged session",
      method,
      user: { ...owner, cookie: "next-auth.session-token=forged" },
      params: foreign,
    },
    { label: "foreign origin", method, params: foreign, headers: { origin: "http://evil.test" } },
  ];
  for (const name of paramNames) {
    for (const [label, value] of hostileIds) {
      list.push({ label: `${name} ${label}`, method, params: { ...foreign, [name]: value } });
    }
  }
  if (method === "GET") {
    for (const [label, query] of hostileQueries) {
      list.push({ label: `query ${label}`, method, params: foreign, path: `${urlPath}?${query}` });
    }
  } else {
    for (const [label, body, type, headers] of hostileBodies()) {
      list.push({
        label: `body ${label}`,
        method,
        params: foreign,
        body,
        headers: { ...(type ? { "content-type": type } : {}), ...headers },
      });
    }
  }
  return list;
}

// next-auth's own GET and POST need Next's request object (nextUrl), so they are not
// called in-process; the methods it does not implement are swept like every other.
const isNextAuthHandler = (urlPath: string, method: string) =>
  urlPath.includes("[...nextauth]") && (method === "GET" || method === "POST");
// POST /api/logout reads no body: any same-origin JSON post is a real sign-out, which ends
// every session of the user (the sweep's own included). Its refusals are in sessions.test.ts.
const isSignOut = (urlPath: string, method: string) =>
  urlPath === "/api/logout" && method === "POST";

it("answers every malformed request on every route with a 4xx and a message, and changes nothing", async () => {
  const before = [await snapshot(owner.id), await snapshot(other.id)];
  const problems: string[] = [];
  let sent = 0;
  const statuses = new Set<number>();
  for (const route of listRouteFiles()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- found on disk at run time
    const exported = require(route.file) as Record<string, Handler>;
    for (const method of ROUTE_METHODS) {
      if (isNextAuthHandler(route.urlPath, method) || isSignOut(route.urlPath, method)) continue;
      for (const attempt of attempts(route.urlPath, route.params, method)) {
        const where = `${method} ${route.urlPath} (${attempt.label})`;
        sent++;
        let response: Response;
        try {
          response = await send(exported[method], route.urlPath, attempt);
        } catch (error) {
          problems.push(`${where}: threw ${String(error)}`);
          continue;
        }
        const text = await response.text();
        statuses.add(response.status);
        if (response.status >= 500)
          problems.push(`${where}: ${response.status} ${text.slice(0, 120)}`);
        if (response.status === 405 && !response.headers.get("allow"))
          problems.push(`${where}: 405 without Allow`);
        if (response.status >= 400 && response.status < 500) {
          const message = messageOf(text);
          if (!message)
            problems.push(
              `${where}: ${response.status} without a JSON message: ${text.slice(0, 120)}`,
            );
        }
      }
    }
  }
  expect(problems).toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(300);
  // The sweep reached every kind of refusal: parsers, ids, sizes, types and methods.
  expect([...statuses].filter((status) => status >= 400).sort()).toEqual(
    expect.arrayContaining([400, 401, 403, 404, 405, 413, 415]),
  );
  expect([await snapshot(owner.id), await snapshot(other.id)]).toEqual(before);
}, 120_000);

function messageOf(text: string): string | undefined {
  try {
    const json = JSON.parse(text) as { message?: unknown };
    return typeof json.message === "string" && json.message.trim() ? json.message : undefined;
  } catch {
    return undefined;
  }
}

async function send(handler: Handler, urlPath: string, attempt: Attempt): Promise<Response> {
  const headers = new Headers({ host: "localhost:3000", ...attempt.headers });
  const user = attempt.user === undefined ? owner : attempt.user;
  if (user) headers.set("cookie", user.cookie);
  if (attempt.method !== "GET" && !headers.has("origin"))
    headers.set("origin", "http://localhost:3000");
  const request = new Request(`http://localhost:3000${attempt.path ?? urlPath}`, {
    method: attempt.method,
    headers,
    body: attempt.body,
    // @ts-expect-error -- Node's fetch needs duplex for a streamed body
    duplex: "half",
  });
  return handler(request, { params: Promise.resolve(attempt.params) });
}
