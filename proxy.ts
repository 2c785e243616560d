import { NextResponse, type NextRequest } from "next/server";
import { appOrigin } from "@/lib/api/app-origin";
import { securityHeaders } from "@/lib/api/security-headers";
import { hasSessionCookie } from "@/lib/auth/session-cookie-hint";

// What "/" shows to a request with a session cookie (the address stays "/").
const SIGNED_IN_PAGE = "/signed-in";

/**
 * The request guard in front of every page, API route and asset: the security headers,
 * and a fresh CSP nonce that Next reads from the request's policy and puts on its own
 * scripts (pages render per request for this; app/layout.tsx). "/" with a session cookie
 * is served by the signed-in app's page.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
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

// Audio uploads (multipart posts to /api/interview-insight, up to 150 MB) skip this guard:
// Next copies the body of any request it hands to the proxy into memory and cuts it at
// 10 MB. That route sets the same headers on its answers itself.
export const config = {
  matcher: [
    "/((?!api/interview-insight$).*)",
    {
      source: "/api/interview-insight",
      missing: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }],
    },
  ],
};
