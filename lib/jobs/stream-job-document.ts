import "server-only";
import { describeError, isAbortError, modelFailure } from "../ai/model-error";
import { streamCoverLetter, streamTailoredResume } from "../ai/tasks";
import { buildRecommendations } from "../ai/local";
import { ApiError } from "../api/errors";
import { assertGenerationAllowed } from "../api/generation-limit";
import { withUser } from "../api/with-user";
import { db } from "../db";
import { loadGenerationContext } from "./generation-context";
import { assertOwnsJob } from "./jobs";

export type StreamedDocument = "resume" | "cover-letter";

const EMPTY_OUTPUT = "The AI model returned no text. Try again.";

/**
 * Streams a tailored résumé or cover letter as plain text. The first chunk is awaited
 * before answering, so a model that fails at once is a clear error status, not an empty
 * 200. The text is saved only when the stream completes: a failure or a client that goes
 * away (which aborts the model call) leaves the previous text in place.
 */
export async function streamJobDocument({
  userId,
  jobId,
  kind,
  signal,
}: {
  userId: string;
  jobId: string;
  kind: StreamedDocument;
  signal: AbortSignal;
}): Promise<Response> {
  const context = await loadGenerationContext({ userId, jobId });
  const abort = new AbortController();
  const stopModel = () => abort.abort(signal.reason);
  if (signal.aborted) stopModel();
  else signal.addEventListener("abort", stopModel, { once: true });

  const write = kind === "resume" ? streamTailoredResume : streamCoverLetter;
  const chunks = write(context, { abortSignal: abort.signal })[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await chunks.next();
  } catch (error) {
    throw isAbortError(error)
      ? ApiError.badRequest("The generation was stopped.")
      : modelFailure(error);
  }
  if (first.done) throw new ApiError(502, EMPTY_OUTPUT);

  const save = async (text: string) => {
    const data =
      kind === "resume"
        ? { tailoredResume: text, recommendations: buildRecommendations(context.fit) }
        : { coverLetter: text };
    const { count } = await db().job.updateMany({ where: { id: jobId, userId }, data });
    if (count === 0) throw ApiError.notFound("Job not found");
  };

  const encoder = new TextEncoder();
  let text = first.value;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (abort.signal.aborted) return;
        if (next.done) {
          await save(text);
          controller.close();
          return;
        }
        text += next.value;
        controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        if (!isAbortError(error))
          console.error(`Streaming the ${kind} failed: ${describeError(error)}`);
        controller.error(error);
      }
    },
    async cancel(reason) {
      abort.abort(reason);
      await chunks.return?.(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      // no-transform: Next's gzip holds back each small chunk (5-10 ms measured here), and
      // a few KB of text gains little from compression.
      "Cache-Control": "no-store, no-transform",
      // Proxies such as nginx must pass chunks on as they come.
      "X-Accel-Buffering": "no",
    },
  });
}

/** POST /api/jobs/{id}/stream-resume and /stream-cover-letter. */
export function streamDocumentRoute(kind: StreamedDocument) {
  return withUser(async ({ request, user, params }) => {
    await assertOwnsJob({ userId: user.id, jobId: params.id });
    assertGenerationAllowed(user.id);
    return streamJobDocument({ userId: user.id, jobId: params.id, kind, signal: request.signal });
  });
}
