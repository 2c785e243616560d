import { parseJson } from "@/lib/api/request";
import { withUser } from "@/lib/api/with-user";
import { saveTargetRoles } from "@/lib/resume/master-resume";
import { targetRolesSchema } from "@/lib/resume/target-roles";
import { otherMethods } from "@/lib/api/route-methods";

/** Replaces the roles the user targets; answers the master résumé with them. */
export const PUT = withUser(async ({ request, user }) => {
  const { targetRoles } = await parseJson(request, targetRolesSchema);
  return saveTargetRoles({ userId: user.id, targetRoles });
});

export const { GET, POST, PATCH, DELETE } = otherMethods({ PUT });
