import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { getHistoryEntry } from "@/lib/discover/history";

export const GET = withUser(({ user, params }) =>
  getHistoryEntry({ userId: user.id, entryId: params.entryId }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
