import { spawn, type ChildProcess } from "node:child_process";

/**
 * Creates an account on a server through its API and signs in as a browser's form would
 * (next-auth's CSRF token, then its credentials callback); answers the session cookie.
 */
export async function signUpByApi(
  base: string,
  account: { email: string; password: string },
): Promise<string> {
  const headers = { origin: base, "content-type": "application/json" };
  await fetch(`${base}/api/register`, { method: "POST", headers, body: JSON.stringify(account) });
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const login = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: jar, origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, ...account, json: "true" }),
  });
  const session = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .find((cookie) => cookie.startsWith("next-auth.session-token"));
  if (!session) throw new Error("Sign-in failed");
  return session;
}

/** `npm start` on its own port and data folder, with extra settings; stop it with stopServer. */
export function startServer(env: Record<string, string>): ChildProcess {
  return spawn("npm", ["start"], {
    env: { ...process.env, ...env },
    stdio: "ignore",
    detached: true,
  });
}

export function stopServer(server: ChildProcess | undefined) {
  if (server?.pid) process.kill(-server.pid);
}

/** Waits for a server's /api/health (the first start may build the app). */
export async function waitForHealth(base: string, what: string) {
  for (let attempt = 0; attempt < 240; attempt++) {
    const ready = await fetch(`${base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not start`);
}
