import { assertCostlyReadAllowed } from "@/lib/api/generation-limit";
import { parseQuery } from "@/lib/api/request";
import { withUser } from "@/lib/api/with-user";
import { exportJobDocument } from "@/lib/export/export-job-document";
import { exportQuerySchema } from "@/lib/export/schemas";
import { otherMethods } from "@/lib/api/route-methods";

/** The tailored résumé or cover letter as a DOCX or PDF attachment. */
export const GET = withUser(async ({ request, user, params }) => {
  const query = parseQuery(request, exportQuerySchema);
  await assertCostlyReadAllowed(user.id);
  return exportJobDocument({ userId: user.id, jobId: params.id, ...query });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
