import { parseJson } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { transcriptSchema, transcriptScorecard } from "@/lib/transcripts/transcripts";

const scorecardSchema = transcriptSchema.pick({
  content: true,
  interviewMode: true,
  duration: true,
});

/** The scorecard of a practice interview just ended, before (or without) saving it. */
export const POST = withUser(async ({ request, user, params }) => {
  const input = await parseJson(request, scorecardSchema, { maxBytes: 4 * 1024 * 1024 });
  return { scorecard: await transcriptScorecard({ userId: user.id, jobId: params.id, input }) };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
