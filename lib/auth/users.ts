import "server-only";
import { db } from "../db";
import { ApiError } from "../api/errors";
import { hashPassword, verifyPassword } from "./password";
import { assertRegistrationOpen, registrationOpen } from "./registration";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function registerUser(input: {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}) {
  const email = normalizeEmail(input.email);
  const existing = await db().user.findUnique({ where: { email }, select: { id: true } });
  if (existing)
    throw ApiError.conflict("An account with this email already exists. Sign in instead.");
  await assertRegistrationOpen();
  return db().user.create({
    data: {
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName?.trim() || null,
      lastName: input.lastName?.trim() || null,
    },
    omit: { passwordHash: true },
  });
}

/** The user for these credentials, or null. Unknown emails cost the same hash work. */
export async function authenticate(email: string, password: string) {
  const user = await db().user.findUnique({ where: { email: normalizeEmail(email) } });
  if (!user?.passwordHash) {
    await hashPassword(password);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}

/** Whether a Google sign-in for this email may go ahead: the account exists, or new ones are accepted. */
export async function mayGoogleSignIn(email: string): Promise<boolean> {
  const existing = await db().user.findUnique({
    where: { email: normalizeEmail(email) },
    select: { id: true },
  });
  return !!existing || (await registrationOpen());
}

/** Finds or creates the user behind a Google sign-in and links the account. */
export async function upsertGoogleUser(profile: {
  providerAccountId: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  image?: string | null;
}) {
  const email = normalizeEmail(profile.email);
  const linked = await db().account.findUnique({
    where: {
      provider_providerAccountId: {
        provider: "google",
        providerAccountId: profile.providerAccountId,
      },
    },
    select: { userId: true },
  });
  if (linked) return linked.userId;
  const user = await db().user.upsert({
    where: { email },
    create: {
      email,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      profileImageUrl: profile.image ?? null,
    },
    update: {},
    select: { id: true, profileImageUrl: true },
  });
  await db().account.create({
    data: { userId: user.id, provider: "google", providerAccountId: profile.providerAccountId },
  });
  if (!user.profileImageUrl && profile.image) {
    await db().user.update({ where: { id: user.id }, data: { profileImageUrl: profile.image } });
  }
  return user.id;
}
