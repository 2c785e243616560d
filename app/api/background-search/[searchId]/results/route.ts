import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { getBackgroundResults } from "@/lib/discover/background/searches";

export const GET = withUser(({ user, params }) =>
  getBackgroundResults({ userId: user.id, searchId: params.searchId }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
