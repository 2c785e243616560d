import "server-only";
import { createResetToken, RESET_LINK_MINUTES } from "../account/reset-token";
import { deleteOwnedRows } from "../account/owned-tables";
import { ApiError } from "../api/errors";
import { normalizeEmail } from "../auth/users";
import { db } from "../db";

// What `npm run user` does, run in the server when it is up (PGlite is one process's)
// and in the command's own process when it is not.

export async function listUsers() {
  const users = await db().user.findMany({
    orderBy: { createdAt: "asc" },
    select: {
      email: true,
      firstName: true,
      lastName: true,
      createdAt: true,
      _count: { select: { jobs: true } },
    },
  });
  return users.map(({ _count, ...user }) => ({ ...user, jobs: _count.jobs }));
}

async function userByEmail(email: string) {
  const user = await db().user.findUnique({
    where: { email: normalizeEmail(email) },
    select: { id: true, email: true, passwordHash: true, sessionVersion: true },
  });
  if (!user) throw ApiError.notFound(`No account has the email ${email}.`);
  return user;
}

export async function deleteUser(email: string) {
  const user = await userByEmail(email);
  await deleteOwnedRows(user.id);
  return { deleted: user.email };
}

/** A one-time link that sets a new password, valid for half an hour. */
export async function resetLink(email: string, origin: string, secret: string) {
  const user = await userByEmail(email);
  const token = createResetToken(user, secret);
  return {
    email: user.email,
    link: `${new URL(origin).origin}/reset-password#${token}`,
    minutes: RESET_LINK_MINUTES,
  };
}
