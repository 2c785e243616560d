import { withUser } from "@/lib/api/with-user";
import { parseJson } from "@/lib/api/request";
import { listTranscripts, saveTranscript, transcriptSchema } from "@/lib/transcripts/transcripts";

export const GET = withUser(({ user, params }) =>
  listTranscripts({ userId: user.id, jobId: params.id }),
);

export const POST = withUser(async ({ request, user, params }) => {
  const input = await parseJson(request, transcriptSchema);
  return Response.json(await saveTranscript({ userId: user.id, jobId: params.id, input }), {
    status: 201,
  });
});
