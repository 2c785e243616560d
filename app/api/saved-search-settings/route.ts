import { parseJson, parseQuery } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import {
  listSavedSettings,
  savedSettingSchema,
  savedSettingsQuerySchema,
  saveSetting,
} from "@/lib/discover/saved-settings";

export const GET = withUser(({ request, user }) => {
  const { searchType } = parseQuery(request, savedSettingsQuerySchema);
  return listSavedSettings({ userId: user.id, searchType });
});

export const POST = withUser(async ({ request, user }) => {
  const input = await parseJson(request, savedSettingSchema);
  return Response.json(await saveSetting({ userId: user.id, input }), { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods({ GET, POST });
