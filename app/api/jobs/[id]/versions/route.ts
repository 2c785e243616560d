import { withUser } from "@/lib/api/with-user";
import { parseQuery } from "@/lib/api/request";
import { listVersions } from "@/lib/jobs/document-versions";
import { versionsQuerySchema } from "@/lib/jobs/schemas";
import { otherMethods } from "@/lib/api/route-methods";

export const GET = withUser(({ request, user, params }) => {
  const { document } = parseQuery(request, versionsQuerySchema);
  return listVersions({ userId: user.id, jobId: params.id, document });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
