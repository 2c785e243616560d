import crypto from "node:crypto";

// A reset link works for half an hour and once: it names the password it replaces, so
// setting any new password (or signing out everywhere) spends it.
export const RESET_LINK_MINUTES = 30;

type ResetClaims = { sub: string; exp: number; of: string };

/** What a token is bound to: the password hash and the session version it was made for. */
export function resetFingerprint(user: { passwordHash: string | null; sessionVersion: number }) {
  return crypto
    .createHash("sha256")
    .update(`${user.passwordHash ?? ""}|${user.sessionVersion}`)
    .digest("base64url")
    .slice(0, 22);
}

const sign = (payload: string, secret: string) =>
  crypto.createHmac("sha256", secret).update(`reset:${payload}`).digest("base64url");

export function createResetToken(
  user: { id: string; passwordHash: string | null; sessionVersion: number },
  secret: string,
  now = Date.now(),
): string {
  const claims: ResetClaims = {
    sub: user.id,
    exp: now + RESET_LINK_MINUTES * 60_000,
    of: resetFingerprint(user),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** The claims of a well-signed, unexpired token, or null. */
export function readResetToken(
  token: string,
  secret: string,
  now = Date.now(),
): ResetClaims | null {
  if (token.length > 1000) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as ResetClaims;
    if (typeof claims.sub !== "string" || typeof claims.of !== "string") return null;
    return typeof claims.exp === "number" && claims.exp > now ? claims : null;
  } catch {
    return null;
  }
}
