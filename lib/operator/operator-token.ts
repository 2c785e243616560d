import crypto from "node:crypto";

export const OPERATOR_HEADER = "x-shortlist-operator";

/**
 * The token `npm run user` and `npm run backup` show the running server: derived from the
 * session secret, which only the person who can read the data folder (or the
 * environment) has.
 */
export function operatorToken(secret: string): string {
  return crypto.createHmac("sha256", secret).update("shortlist-operator").digest("base64url");
}

export function isOperatorToken(given: string | null, secret: string): boolean {
  if (!given) return false;
  const expected = Buffer.from(operatorToken(secret));
  const actual = Buffer.from(given);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
