import "server-only";
import { z } from "zod";
import { ApiError } from "../api/errors";
import { parseJson } from "../api/request";
import { withStreamedUpload } from "../api/stream-upload";
import { createRateLimiter } from "../rate-limit";
import { createSession } from "./create-session";
import { INSIGHT_LIMITS } from "./limits";

const TOO_LARGE =
  "The audio file is over 150 MB. Upload a shorter recording, or export it as MP3 first.";

const jsonSessionSchema = z.object({
  transcript: z.string({ error: "Transcript must be text" }).optional(),
  jobId: z.string({ error: "jobId must be a job's id" }).nullable().optional(),
});

// Each session may transcribe up to 150 MB of audio with a paid service: a person reviewing
// interviews needs a handful an hour, a script does not get hundreds.
const insightLimiter = createRateLimiter("interview-insight", {
  limit: 20,
  windowMs: 10 * 60 * 1000,
});

async function assertInsightAllowed(userId: string) {
  const waitMs = await insightLimiter.hit(userId);
  if (waitMs > 0)
    throw ApiError.tooManyRequests(
      "Too many interviews processed in a few minutes. Wait a moment and try again.",
      waitMs,
    );
}

/**
 * POST /api/interview-insight's body: multipart (audio or transcript, plus jobId), streamed
 * to disk; or JSON ({ transcript, jobId }) for a pasted transcript.
 */
export async function createSessionFromRequest(request: Request, userId: string) {
  await assertInsightAllowed(userId);
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    const body = await parseJson(request, jsonSessionSchema, {
      maxBytes: INSIGHT_LIMITS.fieldsBytes,
    });
    const fields = { transcript: body.transcript, jobId: body.jobId ?? undefined };
    return createSession({ userId, fields, file: null, signal: request.signal });
  }
  return withStreamedUpload(
    request,
    {
      fileField: "audio",
      maxFileBytes: INSIGHT_LIMITS.audioBytes,
      maxFieldsBytes: INSIGHT_LIMITS.fieldsBytes,
      tooLargeMessage: TOO_LARGE,
    },
    ({ fields, file }) => createSession({ userId, fields, file, signal: request.signal }),
  );
}
