import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { reissuedSessionCookie } from "@/lib/account/reissue-session";
import { assertAccountChangeAllowed } from "@/lib/account/account";
import { advanceSessionVersion } from "@/lib/account/session-end";

/** Ends every session of the account except this browser's. */
export const POST = withUser(async ({ request, user }) => {
  await assertAccountChangeAllowed(user.id);
  const version = await advanceSessionVersion(user.id);
  const cookie = await reissuedSessionCookie(request, version);
  return Response.json(
    { signedOutOthers: true },
    { headers: cookie ? { "Set-Cookie": cookie } : undefined },
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
