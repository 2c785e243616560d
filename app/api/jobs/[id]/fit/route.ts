import { withUser } from "@/lib/api/with-user";
import { checkFit } from "@/lib/jobs/check-fit";

export const GET = withUser(({ user, params }) => checkFit({ userId: user.id, jobId: params.id }));
