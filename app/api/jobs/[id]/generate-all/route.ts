import { assertGenerationAllowed } from "@/lib/api/generation-limit";
import { withUser } from "@/lib/api/with-user";
import { generateAll } from "@/lib/jobs/generate-all";
import { assertOwnsJob } from "@/lib/jobs/jobs";

export const POST = withUser(async ({ request, user, params }) => {
  await assertOwnsJob({ userId: user.id, jobId: params.id });
  assertGenerationAllowed(user.id);
  return generateAll({ userId: user.id, jobId: params.id, abortSignal: request.signal });
});
