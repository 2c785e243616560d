import { assertCostlyReadAllowed } from "@/lib/api/generation-limit";
import { withUser } from "@/lib/api/with-user";
import { checkFit } from "@/lib/jobs/check-fit";

export const GET = withUser(({ user, params }) => {
  assertCostlyReadAllowed(user.id);
  return checkFit({ userId: user.id, jobId: params.id });
});
