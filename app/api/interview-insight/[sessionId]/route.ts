import { z } from "zod";
import { parseJson } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { assertIdParams } from "@/lib/api/route-params";
import { withUser } from "@/lib/api/with-user";
import { assignSession, deleteSession } from "@/lib/insight/sessions";

const assignSchema = z.object({
  jobId: z.string({ error: "jobId must be a job's id, or null for no job" }).nullable(),
});

export const PATCH = withUser(async ({ request, user, params }) => {
  const { jobId } = await parseJson(request, assignSchema);
  if (jobId) assertIdParams({ jobId });
  return assignSession({ userId: user.id, sessionId: params.sessionId, jobId });
});

export const DELETE = withUser(async ({ user, params }) => {
  await deleteSession({ userId: user.id, sessionId: params.sessionId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PUT } = otherMethods({ PATCH, DELETE });
