// A fresh account on the bench's server and its session cookie, as the browser would hold it.
import crypto from "node:crypto";
import { encode } from "next-auth/jwt";

export async function registerBenchUser(base: string, secret: string, prefix: string) {
  const headers = { origin: base, "content-type": "application/json" };
  const email = `${prefix}-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const registered = await fetch(`${base}/api/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      email,
      password: "a good long password",
      firstName: "Jane",
      lastName: "Doe",
    }),
  });
  if (!registered.ok) throw new Error(`register: HTTP ${registered.status}`);
  const { id } = (await registered.json()) as { id: string };
  const cookie = `next-auth.session-token=${await encode({ token: { sub: id, email }, secret })}`;
  return { headers, cookie };
}
