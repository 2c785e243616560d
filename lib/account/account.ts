import "server-only";
import { ApiError } from "../api/errors";
import { hashPassword, verifyPassword } from "../auth/password";
import { passwordProblem } from "../auth/password-rules";
import { normalizeEmail } from "../auth/users";
import { db } from "../db";
import { createRateLimiter } from "../rate-limit";
import { deleteOwnedRows } from "./owned-tables";
import { advanceSessionVersion } from "./session-end";

// Wrong current passwords per account: the same pace as sign-in (lib/auth/sign-in-limit.ts).
const passwordFailures = createRateLimiter("account-password", {
  limit: 10,
  windowMs: 15 * 60 * 1000,
});

// Every other change to the account (name, sign out elsewhere, delete): far above what a
// person does, far below what a script hammering the routes would.
const accountChanges = createRateLimiter("account-change", {
  limit: 30,
  windowMs: 10 * 60 * 1000,
});

/** Counts one account change; refuses it (429) past the limit. */
export async function assertAccountChangeAllowed(userId: string): Promise<void> {
  const waitMs = await accountChanges.check(userId);
  if (waitMs > 0)
    throw ApiError.tooManyRequests(
      `Too many changes to your account in a few minutes. Try again in ${Math.ceil(waitMs / 60_000)} minutes.`,
      waitMs,
    );
  await accountChanges.hit(userId);
}

const profileSelect = { email: true, firstName: true, lastName: true, passwordHash: true } as const;

export async function accountProfile(userId: string) {
  const user = await db().user.findUnique({ where: { id: userId }, select: profileSelect });
  if (!user) throw ApiError.unauthorized();
  const { passwordHash, ...rest } = user;
  return { ...rest, hasPassword: !!passwordHash };
}

export async function updateProfile(
  userId: string,
  names: { firstName?: string | null; lastName?: string | null },
) {
  const clean = (value: string | null | undefined) =>
    value === undefined ? undefined : value?.trim() || null;
  await db().user.update({
    where: { id: userId },
    data: { firstName: clean(names.firstName), lastName: clean(names.lastName) },
  });
  return accountProfile(userId);
}

/**
 * Sets a new password after checking the current one; every session of the account ends,
 * and the answer's version lets the caller keep this browser's.
 */
export async function changePassword(
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<number> {
  const waitMs = await passwordFailures.check(userId);
  if (waitMs > 0)
    throw ApiError.tooManyRequests(
      `Too many wrong passwords. Try again in ${Math.ceil(waitMs / 60_000)} minutes.`,
      waitMs,
    );
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { email: true, passwordHash: true },
  });
  if (!user) throw ApiError.unauthorized();
  if (!user.passwordHash)
    throw ApiError.badRequest("This account signs in with Google and has no password to change.");
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    await passwordFailures.hit(userId);
    throw ApiError.badRequest("Current password is incorrect");
  }
  if (newPassword === currentPassword)
    throw ApiError.badRequest("The new password is the same as the current one");
  const problem = passwordProblem(newPassword, user.email);
  if (problem) throw ApiError.badRequest(problem);
  await passwordFailures.reset(userId);
  await db().user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(newPassword) },
  });
  return advanceSessionVersion(userId);
}

/** Deletes the account and everything it owns, once the typed email matches. */
export async function deleteAccount(userId: string, typedEmail: string): Promise<void> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) throw ApiError.unauthorized();
  if (normalizeEmail(typedEmail) !== user.email)
    throw ApiError.badRequest("The email you typed does not match this account's email");
  await deleteOwnedRows(userId);
}
