import { withUser } from "@/lib/api/with-user";
import { parseJson } from "@/lib/api/request";
import { updateJob } from "@/lib/jobs/jobs";
import { coverLetterSchema } from "@/lib/jobs/schemas";

export const PATCH = withUser(async ({ request, user, params }) => {
  const { text } = await parseJson(request, coverLetterSchema);
  return updateJob({ userId: user.id, jobId: params.id, changes: { coverLetter: text } });
});
