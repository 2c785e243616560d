import "server-only";
import { assertStorableText } from "../api/text-safety";
import { MAX_PASSWORD_LENGTH } from "./password";
import { SignInRefused, signInAttempt } from "./sign-in-limit";
import { authenticate, normalizeEmail } from "./users";

// Registration allows no longer email (RFC 5321) and no longer password.
const MAX_EMAIL_LENGTH = 254;
const INCORRECT = "Incorrect email or password.";

const text = (value: unknown) => (typeof value === "string" ? value : "");

function isStorable(value: string): boolean {
  try {
    assertStorableText(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * next-auth's authorize for email and password: the account, or a SignInRefused whose
 * message the form shows. next-auth hands over the posted fields as they came, so
 * anything that is not text counts as missing. An email or password no account can have
 * (too long, a NUL) is refused before it is counted or looked up. An unexpected failure
 * is logged, and the message shown says nothing of it.
 */
export async function authorizeCredentials(
  credentials: unknown,
  headers: Record<string, unknown> | undefined,
): Promise<{ id: string; email: string }> {
  const fields = (credentials ?? {}) as Record<string, unknown>;
  const email = normalizeEmail(text(fields.email));
  const password = text(fields.password);
  if (!email || !password) throw new SignInRefused("Enter your email and password.");
  if (
    email.length > MAX_EMAIL_LENGTH ||
    password.length > MAX_PASSWORD_LENGTH ||
    !isStorable(email)
  )
    throw new SignInRefused(INCORRECT);
  try {
    const attempt = signInAttempt(email, headers);
    await attempt.assertAllowed();
    const user = await authenticate(email, password);
    if (!user) {
      await attempt.failed();
      throw new SignInRefused(INCORRECT);
    }
    await attempt.succeeded();
    return { id: user.id, email: user.email };
  } catch (error) {
    if (error instanceof SignInRefused) throw error;
    console.error("Sign-in failed:", error);
    throw new SignInRefused("Sign-in failed on our side. Try again in a moment.");
  }
}
