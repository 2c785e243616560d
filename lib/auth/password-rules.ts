import common from "./common-passwords.json";

const COMMON_PASSWORDS = new Set(common.passwords);

/**
 * Why a password that passes the length rules is still refused, or null. Spaces are
 * allowed (passphrases) but not a password of spaces alone, nor one character repeated
 * (aaaaaaaa, 11111111: the first thing a guesser tries at every length). The common
 * passwords are stored lower-case and compared without case, as the email is.
 */
export function passwordProblem(password: string, email: string): string | null {
  if (password.trim() === "") return "Password cannot be only spaces";
  const lowered = password.trim().toLowerCase();
  if (lowered === email.trim().toLowerCase()) return "Password cannot be your email address";
  if (new Set(lowered).size === 1)
    return "Password cannot be one character repeated. Use a few unrelated words instead";
  if (COMMON_PASSWORDS.has(lowered))
    return "This password is one of the most common passwords. Choose one that is harder to guess";
  return null;
}
