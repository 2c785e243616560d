import { isHttpsRequest, type HeaderReader } from "../api/app-origin";
import { authSecret } from "./secret";
import { decodeSessionToken } from "./session-token";
import { currentSessionVersion } from "./session-version";

export const SESSION_COOKIE = "next-auth.session-token";
// next-auth's name for the same cookie when it sets it Secure (useSecureCookies).
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;
export const SESSION_COOKIES = [SECURE_SESSION_COOKIE, SESSION_COOKIE];

/** The session cookie's name for this request: the Secure one over https, only. */
export function sessionCookieName(request: HeaderReader): string {
  return isHttpsRequest(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * The value of one cookie: undefined when absent, null when it cannot be trusted (sent
 * twice, so which one the browser meant is unknown, or not URL-decodable).
 */
export function readCookie(header: string | null, name: string): string | null | undefined {
  if (!header) return undefined;
  const values: string[] = [];
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name)
      values.push(part.slice(index + 1).trim());
  }
  if (values.length === 0) return undefined;
  if (values.length > 1) return null;
  try {
    return decodeURIComponent(values[0]);
  } catch {
    return null;
  }
}

/** The fields this app puts in the session JWT besides next-auth's own. */
export type SessionClaims = { sub?: string; sessionVersion?: number };

/**
 * The signed-in user's id from the next-auth session cookie, or null: a missing,
 * duplicated, undecodable, expired or forged cookie, an account that no longer
 * exists and a session ended by logout (an older session version) are all no session.
 */
export async function sessionUserId(request: HeaderReader): Promise<string | null> {
  const token = readCookie(request.headers.get("cookie"), sessionCookieName(request));
  if (!token) return null;
  let claims: SessionClaims | null;
  try {
    claims = (await decodeSessionToken(token, authSecret())) as SessionClaims;
  } catch {
    return null;
  }
  if (!claims?.sub) return null;
  const version = await currentSessionVersion(claims.sub);
  if (version === null || version !== (claims.sessionVersion ?? 0)) return null;
  return claims.sub;
}
