// A fresh account on the bench's server and its session cookie, as the browser gets it:
// registered, then signed in through next-auth's credentials callback.
import crypto from "node:crypto";

const PASSWORD = "a good long password";

/** The name=value pairs a response sets, joined as a Cookie header. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

async function signIn(base: string, email: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signedIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: base,
      cookie: cookiesOf(csrf),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD, json: "true" }),
  });
  const session = cookiesOf(signedIn)
    .split("; ")
    .find((pair) => pair.startsWith("next-auth.session-token="));
  if (!session) throw new Error(`sign-in: HTTP ${signedIn.status}, no session cookie`);
  return session;
}

// `secret` is kept for the callers' sake: the cookie now comes from a real sign-in.
export async function registerBenchUser(base: string, _secret: string, prefix: string) {
  const headers = { origin: base, "content-type": "application/json" };
  const email = `${prefix}-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const registered = await fetch(`${base}/api/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD, firstName: "Jane", lastName: "Doe" }),
  });
  if (!registered.ok) throw new Error(`register: HTTP ${registered.status}`);
  return { headers, cookie: await signIn(base, email) };
}
