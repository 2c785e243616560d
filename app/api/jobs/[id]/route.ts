import { withUser } from "@/lib/api/with-user";
import { parseJson } from "@/lib/api/request";
import { deleteJob, getJob, updateJob } from "@/lib/jobs/jobs";
import { updateJobSchema } from "@/lib/jobs/schemas";
import { otherMethods } from "@/lib/api/route-methods";

export const GET = withUser(({ user, params }) => getJob({ userId: user.id, jobId: params.id }));

export const PATCH = withUser(async ({ request, user, params }) => {
  const changes = await parseJson(request, updateJobSchema);
  return updateJob({ userId: user.id, jobId: params.id, changes });
});

export const DELETE = withUser(async ({ user, params }) => {
  await deleteJob({ userId: user.id, jobId: params.id });
  return new Response(null, { status: 204 });
});

export const { POST, PUT } = otherMethods({ GET, PATCH, DELETE });
