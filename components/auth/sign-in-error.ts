export const DEFAULT_SIGN_IN_ERROR = "Incorrect email or password.";

/**
 * next-auth answers a credentials failure with the message thrown by authorize, or with the
 * generic code "CredentialsSignin" when it returned no user.
 */
export function signInErrorMessage(error: string | null | undefined): string {
  if (!error || error === "CredentialsSignin") return DEFAULT_SIGN_IN_ERROR;
  return error;
}
