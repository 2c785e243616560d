import { withUser } from "@/lib/api/with-user";
import { parseJson } from "@/lib/api/request";
import { coverLetterSchema } from "@/lib/jobs/schemas";
import { saveHandEdit } from "@/lib/jobs/store-documents";
import { otherMethods } from "@/lib/api/route-methods";

export const PATCH = withUser(async ({ request, user, params }) => {
  const { text } = await parseJson(request, coverLetterSchema);
  return saveHandEdit({ userId: user.id, jobId: params.id, document: "cover-letter", text });
});

export const { GET, POST, PUT, DELETE } = otherMethods({ PATCH });
