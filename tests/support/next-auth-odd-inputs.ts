// The odd inputs tests/api/next-auth-input.test.ts sends next-auth's routes: every one
// must be answered below 500, never with an exception's text.
import { MAX_AUTH_FORM_BYTES } from "@/lib/auth/next-auth-request";

export const FORM = "application/x-www-form-urlencoded";
export const JSON_TYPE = "application/json";
export const EMAIL = "odd-input@example.com";
export const PASSWORD = "right password here";
export const callback = "callback/credentials";

export type Sent = {
  path: string;
  method?: "GET" | "POST";
  body?: string | Uint8Array | ReadableStream<Uint8Array>;
  type?: string;
  headers?: Record<string, string>;
};

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * Inputs a person or a script may send next-auth's routes, each labelled: `token` and
 * `cookie` are a real CSRF token and the cookie that vouches for it.
 */
export function nextAuthOddInputs(token: string, cookie: string | undefined): [string, Sent][] {
  const withToken = (fields: Record<string, string>) => form({ csrfToken: token, ...fields });
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
