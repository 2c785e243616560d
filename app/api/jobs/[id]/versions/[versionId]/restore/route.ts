import { withUser } from "@/lib/api/with-user";
import { restoreVersion } from "@/lib/jobs/store-documents";
import { otherMethods } from "@/lib/api/route-methods";

export const POST = withUser(({ user, params }) =>
  restoreVersion({ userId: user.id, jobId: params.id, versionId: params.versionId }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
