export const DEFAULT_SIGN_IN_ERROR = "Incorrect email or password.";

/**
 * next-auth answers a credentials failure with the message thrown by authorize, or with the
 * generic code "CredentialsSignin" when it returned no user.
 */
export function signInErrorMessage(error: string | null | undefined): string {
  if (!error || error === "CredentialsSignin") return DEFAULT_SIGN_IN_ERROR;
  return error;
}

// Registration answers the same whether or not the email already had an account, so a
// refused sign-in right after it is where the owner of an existing account learns of it.
// There is no self-service reset: the person who runs the server issues reset links.
export const ACCOUNT_MAY_EXIST =
  "If you already have an account with this email, sign in with its password, or ask the person who runs this server to reset it.";

/** The message for a sign-in refused right after creating an account. */
export function signInAfterRegisterMessage(error: string | null | undefined): string {
  const message = signInErrorMessage(error);
  return message === DEFAULT_SIGN_IN_ERROR ? ACCOUNT_MAY_EXIST : message;
}
