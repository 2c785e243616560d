import { parseJson } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { boardsSchema, getUserBoards, saveUserBoards } from "@/lib/discover/boards";

/** The company boards (Greenhouse, Lever, Ashby) this user adds to Discover. */
export const GET = withUser(({ user }) => getUserBoards({ userId: user.id }));

export const PUT = withUser(async ({ request, user }) => {
  const boards = await parseJson(request, boardsSchema);
  return saveUserBoards({ userId: user.id, boards });
});

export const { POST, PATCH, DELETE } = otherMethods({ GET, PUT });
