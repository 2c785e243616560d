import { withUser } from "@/lib/api/with-user";
import { parseJson } from "@/lib/api/request";
import { tailoredResumeSchema } from "@/lib/jobs/schemas";
import { saveHandEdit } from "@/lib/jobs/store-documents";
import { otherMethods } from "@/lib/api/route-methods";

export const PATCH = withUser(async ({ request, user, params }) => {
  const { text } = await parseJson(request, tailoredResumeSchema);
  return saveHandEdit({ userId: user.id, jobId: params.id, document: "resume", text });
});

export const { GET, POST, PUT, DELETE } = otherMethods({ PATCH });
