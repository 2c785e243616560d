import { ApiError } from "@/lib/api/errors";
import { withUser } from "@/lib/api/with-user";
import { sql } from "@/lib/db";
import type { CurrentUser } from "@/lib/types";
import { otherMethods } from "@/lib/api/route-methods";

export const GET = withUser(async ({ user }) => {
  // Raw SQL: every screen asks for this, and Prisma compiles each query anew (about 1 ms).
  const [profile] = await sql().query<CurrentUser>(
    `SELECT id, email, "firstName", "lastName", "profileImageUrl" FROM "User" WHERE id = $1`,
    [user.id],
  );
  // A session whose account no longer exists is no session.
  if (!profile) throw ApiError.unauthorized();
  return profile;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
