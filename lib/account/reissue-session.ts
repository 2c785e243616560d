import { decode, encode } from "next-auth/jwt";
import type { HeaderReader } from "../api/app-origin";
import { authSecret } from "../auth/secret";
import { readCookie, sessionCookieName, type SessionClaims } from "../auth/session";

// next-auth's session lifetime (lib/auth/options.ts): a re-issued cookie lasts as long.
const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * The Set-Cookie header that keeps this browser signed in after the account's session
 * version moved on (password change, "sign out everywhere else"): the same claims,
 * re-signed with the new version. Every other session stays ended.
 */
export async function reissuedSessionCookie(
  request: HeaderReader,
  sessionVersion: number,
): Promise<string | null> {
  const name = sessionCookieName(request);
  const token = readCookie(request.headers.get("cookie"), name);
  if (!token) return null;
  const claims = (await decode({ token, secret: authSecret() })) as
    (SessionClaims & Record<string, unknown>) | null;
  if (!claims?.sub) return null;
  // next-auth stamps these afresh when it encodes.
  const kept: Record<string, unknown> = { ...claims };
  for (const stamp of ["iat", "exp", "jti"]) delete kept[stamp];
  const value = await encode({
    token: { ...kept, sessionVersion },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE,
  });
  const secure = name.startsWith("__Secure-") ? "; Secure" : "";
  return `${name}=${value}; Path=/; Max-Age=${SESSION_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`;
}
