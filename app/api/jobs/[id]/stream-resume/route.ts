import { assertGenerationAllowed } from "@/lib/api/generation-limit";
import { withUser } from "@/lib/api/with-user";
import { assertOwnsJob } from "@/lib/jobs/jobs";
import { streamJobDocument } from "@/lib/jobs/stream-job-document";

export const POST = withUser(async ({ request, user, params }) => {
  await assertOwnsJob({ userId: user.id, jobId: params.id });
  assertGenerationAllowed(user.id);
  return streamJobDocument({
    userId: user.id,
    jobId: params.id,
    kind: "resume",
    signal: request.signal,
  });
});
