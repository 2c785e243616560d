import "server-only";
import { Prisma } from "@prisma/client";
import { db } from "../db";
import { hashPassword, verifyPassword } from "./password";
import { assertRegistrationOpen, registrationOpen } from "./registration";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Creates an account, or, when the email already has one, changes nothing and answers
 * null. The caller answers both the same way, and both cost one password hash, so
 * registering tells nobody whether an email has an account (its owner finds out by
 * signing in). A closed registration is refused first, whatever the email.
 */
export async function registerUser(input: {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}) {
  await assertRegistrationOpen();
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const existing = await db().user.findUnique({ where: { email }, select: { id: true } });
  if (existing) return null;
  try {
    return await db().user.create({
      data: {
        email,
        passwordHash,
        firstName: input.firstName?.trim() || null,
        lastName: input.lastName?.trim() || null,
      },
      omit: { passwordHash: true },
    });
  } catch (error) {
    // The same email registered at the same moment: taken, like any other.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      return null;
    throw error;
  }
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
