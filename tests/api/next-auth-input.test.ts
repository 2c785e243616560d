import { NextRequest } from "next/server";
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import * as registerRoute from "@/app/api/register/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/api/client-address";
import { SIGN_IN_LIMIT } from "@/lib/auth/sign-in-limit";
import { call, ORIGIN } from "../support/api";
import { setupTestDatabase } from "../support/database";
import {
  callback,
  EMAIL,
  form,
  FORM,
  JSON_TYPE,
  nextAuthOddInputs,
  PASSWORD,
  type Sent,
} from "../support/next-auth-odd-inputs";

setupTestDatabase();

// next-auth reads the request's headers and cookies through next/headers, which needs
// Next's request scope; here they are the request the test is sending.
let current: Request = new Request(ORIGIN);
jest.mock("next/headers", () => ({
  headers: async () => current.headers,
  cookies: async () => new NextRequest(current.url, { headers: current.headers }).cookies,
}));

async function send({ path, method = "POST", body, type, headers = {} }: Sent) {
  const all: Record<string, string> = {
    host: "localhost:3000",
    // Next sets it on every request before a route runs.
    "x-forwarded-proto": "http",
    [CLIENT_ADDRESS_HEADER]: "192.0.2.80",
    ...(method === "POST" ? { origin: ORIGIN } : {}),
    ...(type ? { "content-type": type } : {}),
    // The CSRF cookie the sign-in form would carry (a test may send its own, or none).
    ...(cookie ? { cookie } : {}),
    ...headers,
  };
  current = new NextRequest(
    new Request(`${ORIGIN}/api/auth/${path}`, {
      method,
      headers: all,
      body,
      duplex: "half",
    } as RequestInit),
  );
  const segments = path.split("?")[0].split("/");
  const handler = method === "GET" ? nextAuthRoute.GET : nextAuthRoute.POST;
  let response: Response;
  try {
    response = await handler(current, { params: Promise.resolve({ nextauth: segments }) });
  } catch (error) {
    // What Next answers when a route handler throws.
    response = new Response(`threw ${String(error)}`, { status: 500 });
  }
  return { status: response.status, text: await response.text(), headers: response.headers };
}

let token: string;
let cookie: string | undefined;

/** A CSRF token and the cookie that vouches for it, as the sign-in form fetches them. */
async function csrf() {
  const response = await send({ path: "csrf", method: "GET" });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { token: (JSON.parse(response.text) as { csrfToken: string }).csrfToken, cookie };
}

const readable = (location: string) => {
  try {
    return decodeURIComponent(location);
  } catch {
    return location;
  }
};

beforeAll(async () => {
  process.env.AUTH_TRUST_HOST = "true"; // as lib/runtime-env.ts sets it without NEXTAUTH_URL
  const registered = await call(registerRoute.POST, "POST", {
    body: { email: EMAIL, password: PASSWORD },
  });
  expect(registered.status).toBe(201);
  ({ token, cookie } = await csrf());
});
afterAll(() => {
  delete process.env.AUTH_TRUST_HOST;
});

/** A body with a valid CSRF token, so the request reaches the credentials step. */
const withToken = (fields: Record<string, string>) => form({ csrfToken: token, ...fields });

describe("POST /api/auth/callback/credentials and next-auth's other routes", () => {
  it("answer every odd input below 500, and never with an exception's text", async () => {
    // next-auth logs what it refuses (a session cookie it cannot decrypt, say).
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const problems: string[] = [];
    for (const [label, request] of nextAuthOddInputs(token, cookie)) {
      const { status, text, headers } = await send(request);
      const shown = `${text} ${readable(headers.get("location") ?? "")}`;
      if (status >= 500) problems.push(`${label}: ${status} ${text.slice(0, 200)}`);
      else if (/TypeError|is not a function|Cannot read|Unexpected token|prisma/i.test(shown))
        problems.push(`${label}: shows ${shown.slice(0, 200)}`);
    }
    logged.mockRestore();
    expect(problems).toEqual([]);
  }, 60_000);

  it.each([
    [
      "email sent twice",
      `email=a%40b.c&email=d%40e.f&password=x`,
      FORM,
      400,
      "Send each field once.",
    ],
    ["JSON that does not parse", "{not json", JSON_TYPE, 400, "not valid JSON"],
    [
      "email as an array",
      JSON.stringify({ email: [EMAIL] }),
      JSON_TYPE,
      400,
      "Each field must be text.",
    ],
    ["text/plain", "email=a", "text/plain", 415, "application/x-www-form-urlencoded"],
    ["a NUL", "email=a%00b", FORM, 400, "cannot be saved"],
  ])("refuses %s with a 4xx and a message", async (_label, body, type, status, message) => {
    const response = await send({ path: callback, type, body });
    expect(response.status).toBe(status);
    expect(JSON.parse(response.text).message).toContain(message);
  });

  it("sends a callbackUrl that is not ours home, and keeps one of our paths", async () => {
    const signIn = (callbackUrl: string) =>
      send({
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: PASSWORD, callbackUrl, json: "true" }),
        headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.81" },
      });
    for (const odd of ["http://[", "https://evil.example/x", "javascript:alert(1)"]) {
      const response = await signIn(odd);
      expect(response.status).toBe(200);
      expect(JSON.parse(response.text).url).toBe(ORIGIN);
    }
    const ours = await signIn("/jobs?tab=1");
    expect(JSON.parse(ours.text).url).toBe(`${ORIGIN}/jobs?tab=1`);
  });

  it("signs in with the right password, from a form or from JSON", async () => {
    for (const [type, body] of [
      [FORM, withToken({ email: EMAIL, password: PASSWORD, json: "true" })],
      [
        JSON_TYPE,
        JSON.stringify({ csrfToken: token, email: EMAIL, password: PASSWORD, json: "true" }),
      ],
    ]) {
      const response = await send({
        path: callback,
        type,
        body,
        headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.82" },
      });
      expect(response.status).toBe(200);
      expect(JSON.parse(response.text).url).not.toContain("error=");
      expect(response.headers.getSetCookie().join()).toContain("next-auth.session-token=");
    }
  });

  it("shows a refused sign-in's own message, and still limits guessing", async () => {
    const guess = (password: string) =>
      send({
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password, json: "true" }),
        headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.80" },
      });
    const errorOf = (text: string) =>
      new URL(JSON.parse(text).url as string).searchParams.get("error");
    for (let attempt = 0; attempt < SIGN_IN_LIMIT.limit; attempt++) {
      const wrong = await guess(`wrong ${attempt}`);
      expect(wrong.status).toBe(401);
      expect(errorOf(wrong.text)).toBe("Incorrect email or password.");
    }
    const limited = await guess(PASSWORD);
    expect(limited.status).toBe(401);
    expect(errorOf(limited.text)).toMatch(/^Too many sign-in attempts/);
  });
});
