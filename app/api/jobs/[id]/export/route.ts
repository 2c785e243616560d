import { withUser } from "@/lib/api/with-user";
import { exportJobDocument } from "@/lib/export/export-job-document";
import { exportQuerySchema } from "@/lib/export/schemas";

/** The tailored résumé or cover letter as a DOCX or PDF attachment. */
export const GET = withUser(async ({ request, user, params }) => {
  const query = exportQuerySchema.parse(
    Object.fromEntries(new URL(request.url).searchParams.entries()),
  );
  return exportJobDocument({ userId: user.id, jobId: params.id, ...query });
});
