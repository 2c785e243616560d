import { withUser } from "@/lib/api/with-user";
import { parseJson } from "@/lib/api/request";
import { getMasterResume, masterResumeSchema, saveMasterResume } from "@/lib/resume/master-resume";
import { otherMethods } from "@/lib/api/route-methods";

export const GET = withUser(async ({ user }) =>
  Response.json(await getMasterResume({ userId: user.id })),
);

export const POST = withUser(async ({ request, user }) => {
  const input = await parseJson(request, masterResumeSchema);
  return saveMasterResume({ userId: user.id, input });
});

export const { PUT, PATCH, DELETE } = otherMethods({ GET, POST });
