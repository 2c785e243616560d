import { assertCostlyReadAllowed } from "@/lib/api/generation-limit";
import { withUser } from "@/lib/api/with-user";
import { checkFit } from "@/lib/jobs/check-fit";
import { otherMethods } from "@/lib/api/route-methods";

export const GET = withUser(async ({ user, params }) => {
  await assertCostlyReadAllowed(user.id);
  return checkFit({ userId: user.id, jobId: params.id });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
