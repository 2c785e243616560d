import { ApiError } from "@/lib/api/errors";
import { withUser } from "@/lib/api/with-user";
import { db } from "@/lib/db";
import { otherMethods } from "@/lib/api/route-methods";

export const GET = withUser(async ({ user }) => {
  const profile = await db().user.findUnique({
    where: { id: user.id },
    select: { id: true, email: true, firstName: true, lastName: true, profileImageUrl: true },
  });
  // A session whose account no longer exists is no session.
  if (!profile) throw ApiError.unauthorized();
  return profile;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
