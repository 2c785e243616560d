import "server-only";
import { describeError, isAbortError, modelFailure, noTextFailure } from "../ai/model-error";
import { streamDocument, type JobDocument } from "../ai/tasks";
import { ApiError } from "../api/errors";
import { db } from "../db";
import { runMatchTask } from "../match-worker/run";
import { loadGenerationContext, type JobGeneration } from "./generation-context";
import { storeText } from "./store-documents";

/**
 * Streams a tailored résumé or cover letter as plain text. The first chunk is awaited
 * before answering, so a model that fails at once is a clear error status, not an empty
 * 200. The text is saved only when the stream completes: a failure or a client that goes
 * away (which aborts the model call) leaves the previous text in place.
 */
export async function streamJobDocument(
  kind: JobDocument,
  { userId, jobId, abortSignal }: JobGeneration,
): Promise<Response> {
  const context = await loadGenerationContext({ userId, jobId });
  // Our own controller: the model stops when the request is aborted or when the response
  // body is cancelled, whichever Next reports first.
  const abort = new AbortController();
  const stopModel = () => abort.abort(abortSignal?.reason);
  if (abortSignal?.aborted) stopModel();
  else abortSignal?.addEventListener("abort", stopModel, { once: true });

  const chunks = streamDocument(kind, context, { abortSignal: abort.signal })[
    Symbol.asyncIterator
  ]();
  let first: IteratorResult<string>;
  try {
    first = await chunks.next();
  } catch (error) {
    throw isAbortError(error)
      ? ApiError.badRequest("The generation was stopped.")
      : modelFailure(error);
  }
  if (first.done) throw noTextFailure();

  // The text it replaces stays a version of the document, so it can be restored.
  const save = async (text: string) => {
    const recommendations =
      kind === "resume"
        ? await runMatchTask("recommendations", {
            fit: context.fit,
            resumeText: context.resumeText,
          })
        : undefined;
    await db().$transaction((tx) =>
      storeText(tx, {
        userId,
        jobId,
        document: kind,
        text,
        origin: "generated",
        inputs: context.inputs,
        recommendations,
      }),
    );
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
