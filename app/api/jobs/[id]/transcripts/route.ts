import { withUser } from "@/lib/api/with-user";
import { parseJson } from "@/lib/api/request";
import { listTranscripts, saveTranscript, transcriptSchema } from "@/lib/transcripts/transcripts";
import { otherMethods } from "@/lib/api/route-methods";

// A transcript may hold 500,000 characters, up to 3 bytes each in UTF-8, plus escapes.
const TRANSCRIPT_JSON_BYTES = 4 * 1024 * 1024;

export const GET = withUser(({ user, params }) =>
  listTranscripts({ userId: user.id, jobId: params.id }),
);

export const POST = withUser(async ({ request, user, params }) => {
  const input = await parseJson(request, transcriptSchema, {
    maxBytes: TRANSCRIPT_JSON_BYTES,
  });
  return Response.json(await saveTranscript({ userId: user.id, jobId: params.id, input }), {
    status: 201,
  });
});

export const { PUT, PATCH, DELETE } = otherMethods({ GET, POST });
