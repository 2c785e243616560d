import { withUser } from "@/lib/api/with-user";
import { parseJson } from "@/lib/api/request";
import { createJob, listJobs } from "@/lib/jobs/jobs";
import { createJobSchema } from "@/lib/jobs/schemas";
import { otherMethods } from "@/lib/api/route-methods";

export const GET = withUser(({ user }) => listJobs({ userId: user.id }));

export const POST = withUser(async ({ request, user }) => {
  const input = await parseJson(request, createJobSchema);
  return Response.json(await createJob({ userId: user.id, input }), { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods({ GET, POST });
