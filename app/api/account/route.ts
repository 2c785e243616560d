import { parseJson } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import {
  accountProfile,
  assertAccountChangeAllowed,
  deleteAccount,
  updateProfile,
} from "@/lib/account/account";
import { deleteAccountSchema, profileSchema } from "@/lib/account/schemas";
import { expiredSessionCookies } from "@/lib/auth/session-cookies";

/** The signed-in person's profile for the Settings view. */
export const GET = withUser(({ user }) => accountProfile(user.id));

/** Changes the first and last name; the banner and initials follow. */
export const PATCH = withUser(async ({ request, user }) => {
  await assertAccountChangeAllowed(user.id);
  const names = await parseJson(request, profileSchema);
  return updateProfile(user.id, names);
});

/** Deletes the account and everything it owns once the typed email matches; signs out. */
export const DELETE = withUser(async ({ request, user }) => {
  await assertAccountChangeAllowed(user.id);
  const { email } = await parseJson(request, deleteAccountSchema);
  await deleteAccount(user.id, email);
  const headers = new Headers();
  for (const cookie of expiredSessionCookies(request)) headers.append("Set-Cookie", cookie);
  return Response.json({ deleted: true }, { headers });
});

export const { POST, PUT } = otherMethods({ GET, PATCH, DELETE });
