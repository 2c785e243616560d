import type { HeaderReader } from "../api/app-origin";
import { SESSION_COOKIES } from "./session";

/** Set-Cookie values that drop the session cookie and any chunks of it the browser sent. */
export function expiredSessionCookies(request: HeaderReader): string[] {
  const present = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter((name) =>
      SESSION_COOKIES.some((cookie) => name === cookie || name.startsWith(`${cookie}.`)),
    );
  return [...new Set([...SESSION_COOKIES, ...present])].map((name) => {
    const secure = name.startsWith("__Secure-") ? "; Secure" : "";
    return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
  });
}
