import { parseJson } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { addQuestionsSchema, addQuestionsToJob } from "@/lib/insight/add-questions";

// Adds the interviewer's real questions to the linked job's interview questions.
export const POST = withUser(async ({ request, user, params }) => {
  const { questions } = await parseJson(request, addQuestionsSchema);
  return addQuestionsToJob({ userId: user.id, sessionId: params.sessionId, questions });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
