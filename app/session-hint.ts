import { cookies } from "next/headers";

// next-auth's session cookie as lib/auth/session.ts names it (plain or Secure, whole or in
// chunks). Matched by name here: importing that module would load the database client into
// every page render.
const SESSION_COOKIE_NAME = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * Whether the request carries a session cookie at all. Only a hint that lets the browser
 * start loading the signed-in app while it checks the session; never a session check.
 */
export async function hasSessionCookie(): Promise<boolean> {
  return (await cookies()).getAll().some(({ name }) => SESSION_COOKIE_NAME.test(name));
}
