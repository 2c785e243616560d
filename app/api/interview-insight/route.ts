import { z } from "zod";
import { parseQuery } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { assertIdParams } from "@/lib/api/route-params";
import { withUser, withUserUpload } from "@/lib/api/with-user";
import { createSessionFromRequest } from "@/lib/insight/route-input";
import { listSessions } from "@/lib/insight/sessions";

const listQuery = z.object({ jobId: z.string().optional() });

export const GET = withUser(({ request, user }) => {
  const { jobId } = parseQuery(request, listQuery);
  if (jobId) assertIdParams({ jobId });
  return listSessions({ userId: user.id, jobId: jobId || undefined });
});

export const POST = withUserUpload(async ({ request, user }) =>
  Response.json(await createSessionFromRequest(request, user.id), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods({ GET, POST });
