import "server-only";
import { NextRequest } from "next/server";
import { ApiError } from "../api/errors";
import { readLimitedBody } from "../api/request";
import { assertStorableText } from "../api/text-safety";

// next-auth's own posts are a few short fields: a CSRF token, an email, a password, a
// callback URL.
export const MAX_AUTH_FORM_BYTES = 16 * 1024;

const FORM = "application/x-www-form-urlencoded";

/**
 * next-auth builds its own address from the Host header (X-Forwarded-Host behind a
 * trusted proxy) with `new URL`, and a Host it cannot read becomes a 500: refused here.
 */
function assertReadableHost(request: Request) {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host === null || URL.canParse(`http://${host}`)) return;
  throw ApiError.badRequest("The request's Host header is not a valid address.");
}

// next-auth refuses (with a 500 that blames its configuration) a callbackUrl in the query
// or in its cookie that is not an http(s) address or a path.
const CALLBACK_URL_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

function isHttpUrl(value: string): boolean {
  const base = value.startsWith("/") ? "http://localhost" : undefined;
  return URL.canParse(value, base) && /^https?:$/.test(new URL(value, base).protocol);
}

function assertReadableCallbackUrls(request: NextRequest) {
  if (!request.nextUrl.searchParams.getAll("callbackUrl").every(isHttpUrl))
    throw ApiError.badRequest("callbackUrl must be a page of this site.");
  const broken = CALLBACK_URL_COOKIES.find((name) => {
    const value = request.cookies.get(name)?.value;
    return value !== undefined && !isHttpUrl(value);
  });
  // Only the browser itself can have put it there: clear it, so that trying again works.
  if (broken)
    throw new ApiError(
      400,
      "The address to return to after signing in was unreadable and has been cleared. Try again.",
      { "Set-Cookie": `${broken}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure` },
    );
}

/** The posted fields as text: a form, or a JSON object of strings (next-auth reads both). */
function parseFields(type: string, text: string): Record<string, string> {
  if (type.includes(FORM)) {
    const fields = new Map<string, string>();
    for (const [name, value] of new URLSearchParams(text)) {
      if (fields.has(name)) throw ApiError.badRequest("Send each field once.");
      fields.set(name, value);
    }
    return Object.fromEntries(fields);
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw ApiError.badRequest("The request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw ApiError.badRequest("The request body must be a JSON object.");
  if (Object.values(body).some((value) => typeof value !== "string"))
    throw ApiError.badRequest("Each field must be text.");
  return body as Record<string, string>;
}

/**
 * The request to hand next-auth. It reads a POST's body itself (JSON or a form, with no
 * size cap) and answers 500 to JSON it cannot parse, and its credentials step expects
 * text: so the body is read here first (16 KB at most, 413 past it), checked (400 for
 * broken JSON, a value that is not text, a field sent twice, a NUL; 415 for another
 * type) and passed on as a form of text fields. A Host, or a callbackUrl in the query or
 * its cookie, that next-auth cannot read is refused too.
 */
export async function nextAuthRequest(request: Request): Promise<NextRequest> {
  assertReadableHost(request);
  // Built from the address and headers only: a Request made from another takes over its
  // body, which is read below (in Next, the route's request is not this module's class).
  assertReadableCallbackUrls(new NextRequest(request.url, { headers: request.headers }));
  if (request.method !== "POST")
    return request instanceof NextRequest ? request : new NextRequest(request);
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.includes(FORM) && !type.includes("application/json"))
    throw ApiError.unsupportedType(`Send the form as ${FORM}.`);
  const body = await readLimitedBody(
    request,
    MAX_AUTH_FORM_BYTES,
    "The sign-in form is too large.",
  );
  const fields = parseFields(type, body.toString("utf8"));
  assertStorableText(fields);
  const headers = new Headers(request.headers);
  headers.set("content-type", FORM);
  headers.delete("content-length");
  return new NextRequest(request.url, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
    signal: request.signal,
  });
}
