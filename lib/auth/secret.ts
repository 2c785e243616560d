import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "../db/data-dir";

/**
 * The session-signing secret: NEXTAUTH_SECRET when set, otherwise one generated on
 * first start and kept in the data folder, so sessions survive restarts.
 */
export function authSecret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = path.join(dataDir(), "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
