import { NextResponse, type NextRequest } from "next/server";
import { appOrigin } from "@/lib/api/app-origin";
import { newNonce, securityHeaders } from "@/lib/api/security-headers";
import { hasSessionCookie } from "@/lib/auth/session-cookie-hint";

// What "/" shows to a request with a session cookie (the address stays "/").
const SIGNED_IN_PAGE = "/signed-in";

/**
 * The request guard in front of every page and asset: the security headers,
 * and a fresh CSP nonce that Next reads from the request's policy and puts on its own
 * scripts (pages render per request for this; app/layout.tsx). "/" with a session cookie
 * is served by the signed-in app's page.
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const headers = securityHeaders({
    nonce,
    origin: appOrigin(request),
    isDev: process.env.NODE_ENV === "development",
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"]);
  const isSignedInHint =
    request.nextUrl.pathname === "/" &&
    hasSessionCookie(request.cookies.getAll().map(({ name }) => name));
  const response = isSignedInHint
    ? NextResponse.rewrite(new URL(SIGNED_IN_PAGE, request.url), {
        request: { headers: requestHeaders },
      })
    : NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

// API routes skip this guard: server.ts sets the same headers on their answers
// (lib/api/response-security-headers.ts). Next's proxy adapter costs about 1.5 ms of CPU
// a request, and it copies the body of any request into memory and cuts it at 10 MB,
// which audio uploads (up to 150 MB) would hit.
export const config = {
  matcher: ["/((?!api/).*)"],
};
