import { withUser } from "@/lib/api/with-user";
import { parseJson } from "@/lib/api/request";
import { updateJob } from "@/lib/jobs/jobs";
import { tailoredResumeSchema } from "@/lib/jobs/schemas";

export const PATCH = withUser(async ({ request, user, params }) => {
  const { text } = await parseJson(request, tailoredResumeSchema);
  return updateJob({ userId: user.id, jobId: params.id, changes: { tailoredResume: text } });
});
