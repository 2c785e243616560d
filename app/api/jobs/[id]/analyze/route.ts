import { assertGenerationAllowed } from "@/lib/api/generation-limit";
import { withUser } from "@/lib/api/with-user";
import { analyzeJob } from "@/lib/jobs/analyze-job";
import { assertOwnsJob } from "@/lib/jobs/jobs";

export const POST = withUser(async ({ request, user, params }) => {
  await assertOwnsJob({ userId: user.id, jobId: params.id });
  assertGenerationAllowed(user.id);
  return analyzeJob({ userId: user.id, jobId: params.id, abortSignal: request.signal });
});
