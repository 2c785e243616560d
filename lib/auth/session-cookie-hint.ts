// next-auth's session cookie as lib/auth/session.ts names it (plain or Secure, whole or in
// chunks). Matched by name here: importing that module would load the database client into
// the request guard.
const SESSION_COOKIE_NAME = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * Whether a request's cookies include a session cookie at all. Only a hint that lets a page
 * bring the signed-in app and start its requests while it checks the session; never a
 * session check.
 */
export function hasSessionCookie(cookieNames: Iterable<string>): boolean {
  for (const name of cookieNames) if (SESSION_COOKIE_NAME.test(name)) return true;
  return false;
}
