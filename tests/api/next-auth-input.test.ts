import { NextRequest } from "next/server";
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import * as registerRoute from "@/app/api/register/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/api/client-address";
import { MAX_AUTH_FORM_BYTES } from "@/lib/auth/next-auth-request";
import { SIGN_IN_LIMIT } from "@/lib/auth/sign-in-limit";
import { call, ORIGIN } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

// next-auth reads the request's headers and cookies through next/headers, which needs
// Next's request scope; here they are the request the test is sending.
let current: Request = new Request(ORIGIN);
jest.mock("next/headers", () => ({
  headers: async () => current.headers,
  cookies: async () => new NextRequest(current.url, { headers: current.headers }).cookies,
}));

const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";
const EMAIL = "odd-input@example.com";
const PASSWORD = "right password here";

type Sent = {
  path: string;
  method?: "GET" | "POST";
  body?: string | Uint8Array | ReadableStream<Uint8Array>;
  type?: string;
  headers?: Record<string, string>;
};

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

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

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

const callback = "callback/credentials";
/** A body with a valid CSRF token, so the request reaches the credentials step. */
const withToken = (fields: Record<string, string>) => form({ csrfToken: token, ...fields });

function oddInputs(): [string, Sent][] {
  return [
    [
      "email sent twice",
      {
        path: callback,
        type: FORM,
        body: `${withToken({ password: "x" })}&email=a%40b.c&email=d%40e.f`,
      },
    ],
    [
      "password sent twice",
      { path: callback, type: FORM, body: `${withToken({ email: EMAIL })}&password=a&password=b` },
    ],
    [
      "csrfToken sent twice",
      {
        path: callback,
        type: FORM,
        body: `csrfToken=a&${withToken({ email: EMAIL, password: "x" })}`,
      },
    ],
    ["JSON that does not parse", { path: callback, type: JSON_TYPE, body: "{not json" }],
    ["JSON array", { path: callback, type: JSON_TYPE, body: "[1,2]" }],
    ["JSON null", { path: callback, type: JSON_TYPE, body: "null" }],
    ["JSON number", { path: callback, type: JSON_TYPE, body: "12" }],
    ["JSON string", { path: callback, type: JSON_TYPE, body: '"email"' }],
    ["empty JSON", { path: callback, type: JSON_TYPE, body: "" }],
    [
      "email as an array",
      {
        path: callback,
        type: JSON_TYPE,
        body: JSON.stringify({ csrfToken: token, email: [EMAIL], password: "x" }),
      },
    ],
    [
      "email as a number",
      {
        path: callback,
        type: JSON_TYPE,
        body: JSON.stringify({ csrfToken: token, email: 5, password: "x" }),
      },
    ],
    [
      "password as an object",
      {
        path: callback,
        type: JSON_TYPE,
        body: JSON.stringify({ csrfToken: token, email: EMAIL, password: { a: 1 } }),
      },
    ],
    [
      "csrfToken as an object",
      {
        path: callback,
        type: JSON_TYPE,
        body: JSON.stringify({ csrfToken: { a: 1 }, email: EMAIL, password: "x" }),
      },
    ],
    [
      "callbackUrl as a number",
      {
        path: callback,
        type: JSON_TYPE,
        body: JSON.stringify({ csrfToken: token, email: EMAIL, password: "x", callbackUrl: 7 }),
      },
    ],
    [
      "JSON of strings",
      {
        path: callback,
        type: JSON_TYPE,
        body: JSON.stringify({ csrfToken: token, email: EMAIL, password: "wrong one" }),
      },
    ],
    ["no content type", { path: callback, body: withToken({ email: EMAIL, password: "x" }) }],
    [
      "text/plain",
      { path: callback, type: "text/plain", body: withToken({ email: EMAIL, password: "x" }) },
    ],
    [
      "multipart",
      { path: callback, type: "multipart/form-data; boundary=x", body: "--x\r\n\r\n--x--" },
    ],
    ["empty form", { path: callback, type: FORM, body: "" }],
    ["no body", { path: callback, type: FORM }],
    ["no csrfToken", { path: callback, type: FORM, body: form({ email: EMAIL, password: "x" }) }],
    [
      "a wrong csrfToken",
      {
        path: callback,
        type: FORM,
        body: form({ csrfToken: "nope", email: EMAIL, password: "x" }),
      },
    ],
    [
      "no csrf cookie",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: "x" }),
        headers: { cookie: "" },
      },
    ],
    [
      "a forged csrf cookie",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: "x" }),
        headers: { cookie: `next-auth.csrf-token=${token}|nothash` },
      },
    ],
    ["no email", { path: callback, type: FORM, body: withToken({ password: "x" }) }],
    [
      "an empty password",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: "" }),
      },
    ],
    [
      "a 15 KB email",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: `${"a".repeat(15_000)}@x.io`, password: "x" }),
      },
    ],
    [
      "a 15 KB password",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: "p".repeat(15_000) }),
      },
    ],
    [
      "a body over the cap",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: "p".repeat(MAX_AUTH_FORM_BYTES) }),
      },
    ],
    [
      "1 GB announced",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL }),
        headers: { "content-length": String(2 ** 30) },
      },
    ],
    [
      "a NUL in the email",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: `${EMAIL}\u0000`, password: "x" }),
      },
    ],
    [
      "a lone surrogate",
      {
        path: callback,
        type: JSON_TYPE,
        body: `{"csrfToken":"${token}","email":"\\ud800@x.io","password":"x"}`,
      },
    ],
    [
      "invalid UTF-8",
      {
        path: callback,
        type: FORM,
        body: new Uint8Array([0x65, 0x3d, 0xff, 0xfe]),
      },
    ],
    [
      "broken percent-encoding",
      {
        path: callback,
        type: FORM,
        body: `${withToken({ password: "x" })}&email=%E0%A4%A`,
      },
    ],
    [
      "__proto__ and constructor fields",
      {
        path: callback,
        type: FORM,
        body: `${withToken({ email: EMAIL, password: "x" })}&__proto__=1&constructor=2&toString=3`,
      },
    ],
    [
      "callbackUrl that is not a URL",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: "x", callbackUrl: "http://[" }),
      },
    ],
    [
      "callbackUrl javascript:",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: "x", callbackUrl: "javascript:alert(1)" }),
      },
    ],
    [
      "callbackUrl on another site",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: "x", callbackUrl: "https://evil.example/" }),
      },
    ],
    [
      "callbackUrl of 10 KB",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: "x", callbackUrl: `/${"a".repeat(10_000)}` }),
      },
    ],
    [
      "callbackUrl in the query",
      {
        path: `${callback}?callbackUrl=http%3A%2F%2F%5B`,
        type: FORM,
        body: withToken({ email: EMAIL, password: "x" }),
      },
    ],
    [
      "a callback-url cookie that is not a URL",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: "x" }),
        headers: { cookie: `${cookie}; next-auth.callback-url=http%3A%2F%2F%5B` },
      },
    ],
    [
      "json=true with wrong credentials",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: "x", json: "true" }),
      },
    ],
    ["an unknown provider", { path: "callback/nope", type: FORM, body: withToken({}) }],
    ["no provider", { path: "callback", type: FORM, body: withToken({}) }],
    ["an unknown action", { path: "nothing-here", type: FORM, body: withToken({}) }],
    ["sign-in without a provider", { path: "signin", type: FORM, body: withToken({}) }],
    [
      "sign-in with credentials",
      {
        path: "signin/credentials",
        type: FORM,
        body: withToken({ callbackUrl: "http://[" }),
      },
    ],
    [
      "sign-out",
      {
        path: "signout",
        type: FORM,
        body: withToken({ callbackUrl: "http://[" }),
      },
    ],
    [
      "session update",
      {
        path: "session",
        type: JSON_TYPE,
        body: JSON.stringify({ csrfToken: token, data: { a: 1 } }),
      },
    ],
    ["session update with text", { path: "session", type: FORM, body: withToken({ data: "x" }) }],
    ["_log", { path: "_log", type: JSON_TYPE, body: JSON.stringify({ level: "nope", code: "x" }) }],
    [
      "a Host that is not an address",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: "x" }),
        headers: { host: "a b" },
      },
    ],
    [
      "an X-Forwarded-Host that is not an address",
      {
        path: callback,
        type: FORM,
        body: withToken({ email: EMAIL, password: "x" }),
        headers: { "x-forwarded-host": "[" },
      },
    ],
    [
      "GET a session with a garbage cookie",
      { path: "session", method: "GET", headers: { cookie: "next-auth.session-token=garbage" } },
    ],
    [
      "GET csrf with a garbage cookie",
      { path: "csrf", method: "GET", headers: { cookie: "next-auth.csrf-token=%%%|x" } },
    ],
    [
      "GET sign-in with a callbackUrl that is not a URL",
      { path: "signin?callbackUrl=http%3A%2F%2F%5B", method: "GET" },
    ],
    [
      "GET with a callback-url cookie that is not a URL",
      {
        path: "session",
        method: "GET",
        headers: { cookie: "next-auth.callback-url=http%3A%2F%2F%5B" },
      },
    ],
    [
      "GET the error page with a long error",
      { path: `error?error=${"x".repeat(5000)}`, method: "GET" },
    ],
    ["GET providers", { path: "providers", method: "GET" }],
    ["GET an unknown action", { path: "nothing-here", method: "GET" }],
    [
      "GET with a Host that is not an address",
      { path: "session", method: "GET", headers: { host: "a b" } },
    ],
  ];
}

describe("POST /api/auth/callback/credentials and next-auth's other routes", () => {
  it("answer every odd input below 500, and never with an exception's text", async () => {
    // next-auth logs what it refuses (a session cookie it cannot decrypt, say).
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const problems: string[] = [];
    for (const [label, request] of oddInputs()) {
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
