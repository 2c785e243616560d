import { NextResponse, type NextRequest } from "next/server";
import { appOrigin } from "@/lib/api/app-origin";
import { securityHeaders } from "@/lib/api/security-headers";

/**
 * The request guard in front of every page, API route and asset: the security headers,
 * and a fresh CSP nonce that Next reads from the request's policy and puts on its own
 * scripts (pages render per request for this; app/layout.tsx).
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
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
