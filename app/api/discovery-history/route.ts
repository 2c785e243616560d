import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { listHistory } from "@/lib/discover/history";

export const GET = withUser(({ user }) => listHistory({ userId: user.id }));

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
