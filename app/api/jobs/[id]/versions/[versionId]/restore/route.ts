import { withUser } from "@/lib/api/with-user";
import { restoreVersion } from "@/lib/jobs/store-documents";

export const POST = withUser(({ user, params }) =>
  restoreVersion({ userId: user.id, jobId: params.id, versionId: params.versionId }),
);
