import { SESSION_COOKIES } from "@/lib/auth/session";
import { otherMethods } from "@/lib/api/route-methods";

// Sessions are stateless JWTs, so signing out is dropping the cookie (and any chunks).
export async function GET(request: Request) {
  const headers = new Headers({ Location: "/" });
  const present = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter((name) =>
      SESSION_COOKIES.some((cookie) => name === cookie || name.startsWith(`${cookie}.`)),
    );
  for (const name of new Set([...SESSION_COOKIES, ...present])) {
    const secure = name.startsWith("__Secure-") ? "; Secure" : "";
    headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  return new Response(null, { status: 302, headers });
}

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
