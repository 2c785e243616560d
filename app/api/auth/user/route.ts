import { withUser } from "@/lib/api/with-user";

export const GET = withUser(({ user }) => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
}));
