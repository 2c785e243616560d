import { parseJson } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { changePassword } from "@/lib/account/account";
import { reissuedSessionCookie } from "@/lib/account/reissue-session";
import { passwordChangeSchema } from "@/lib/account/schemas";

/** Changes the password; every other session ends, this browser stays signed in. */
export const POST = withUser(async ({ request, user }) => {
  const { currentPassword, newPassword } = await parseJson(request, passwordChangeSchema);
  const version = await changePassword(user.id, currentPassword, newPassword);
  const cookie = await reissuedSessionCookie(request, version);
  return Response.json(
    { changed: true },
    { headers: cookie ? { "Set-Cookie": cookie } : undefined },
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
