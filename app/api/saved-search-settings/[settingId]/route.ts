import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { deleteSetting } from "@/lib/discover/saved-settings";

export const DELETE = withUser(async ({ user, params }) => {
  await deleteSetting({ userId: user.id, settingId: params.settingId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PUT, PATCH } = otherMethods({ DELETE });
