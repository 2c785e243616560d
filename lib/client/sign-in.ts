"use client";

type SignInOptions = {
  email?: string;
  password?: string;
  callbackUrl?: string;
  redirect?: boolean;
};
export type SignInResult = {
  ok: boolean;
  error: string | null;
  status: number;
  url: string | null;
};

/**
 * next-auth's sign-in protocol (CSRF token, then a form post answered with a JSON
 * redirect URL), spoken directly so the landing page does not ship next-auth/react.
 * Credentials failures come back as `?error=<message thrown by authorize>`.
 */
export async function signIn(
  provider: "credentials" | "google",
  { email, password, callbackUrl, redirect = true }: SignInOptions = {},
): Promise<SignInResult> {
  const csrf = await fetch("/api/auth/csrf", { credentials: "include" });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const fields: Record<string, string> = {
    csrfToken,
    callbackUrl: callbackUrl ?? window.location.href,
    json: "true",
  };
  if (provider === "credentials")
    Object.assign(fields, { email: email ?? "", password: password ?? "" });
  const action = provider === "credentials" ? "callback" : "signin";
  const response = await fetch(`/api/auth/${action}/${provider}`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  // A request refused before next-auth (a form it could not read) answers { message }.
  const { url, message } = (await response.json().catch(() => ({}))) as {
    url?: string | null;
    message?: string;
  };
  const error = url
    ? new URL(url, window.location.origin).searchParams.get("error")
    : (message ?? "Sign-in failed");
  if (redirect && url && !error) window.location.href = url;
  return {
    ok: response.ok && !error,
    error,
    status: response.status,
    url: error ? null : (url ?? null),
  };
}
