import { decode } from "next-auth/jwt";
import { authSecret } from "./secret";

export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) {
      return decodeURIComponent(part.slice(index + 1).trim());
    }
  }
  return undefined;
}

/** The signed-in user's id from the next-auth session cookie, or null. */
export async function sessionUserId(request: {
  headers: { get(name: string): string | null };
}): Promise<string | null> {
  const cookies = request.headers.get("cookie");
  for (const name of SESSION_COOKIES) {
    const token = readCookie(cookies, name);
    if (!token) continue;
    try {
      const payload = await decode({ token, secret: authSecret() });
      if (payload?.sub) return payload.sub;
    } catch {
      // An expired or forged token counts as no session.
    }
  }
  return null;
}
