import crypto from "node:crypto";
import { jwtDecrypt } from "jose";

// next-auth v4's session cookie is a JWE (dir, A256GCM) whose key is derived from the
// secret with HKDF (no salt). Its decode() derives the key again on every call, an async
// trip to the thread pool per request; the key only changes with the secret.
const KEY_INFO = "NextAuth.js Generated Encryption Key";
let derived: { secret: string; key: Uint8Array } | undefined;

function encryptionKey(secret: string): Uint8Array {
  if (derived?.secret !== secret) {
    derived = { secret, key: new Uint8Array(crypto.hkdfSync("sha256", secret, "", KEY_INFO, 32)) };
  }
  return derived.key;
}

/** What next-auth's decode({ token, secret }) answers, with the same checks (15 s clock tolerance). */
export async function decodeSessionToken(token: string, secret: string) {
  const { payload } = await jwtDecrypt(token, encryptionKey(secret), { clockTolerance: 15 });
  return payload;
}
