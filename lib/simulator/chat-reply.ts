import "server-only";
import { interviewerReply } from "../ai/interviewer";
import { describeError, isAbortError, modelFailure, noTextFailure } from "../ai/model-error";
import { ApiError } from "../api/errors";
import type { ChatMessage } from "./chat-schema";
import type { InterviewContext } from "./interview-context";

const STREAM_HEADERS = {
  "Content-Type": "text/plain; charset=utf-8",
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
};

const failure = (error: unknown) =>
  isAbortError(error) ? ApiError.badRequest("The reply was stopped.") : modelFailure(error);

/**
 * POST /api/chat's answer: the interviewer's next turn as a plain-text stream, or
 * `{ response }` when the client asks for JSON (spec 3 §7.1). The first chunk is awaited
 * before answering, so a model that fails at once is a clear status, not an empty 200.
 */
export async function replyToChat({
  context,
  conversation,
  wantsJson,
  abortSignal,
}: {
  context: InterviewContext;
  conversation: ChatMessage[];
  wantsJson: boolean;
  abortSignal?: AbortSignal;
}): Promise<Response> {
  const abort = new AbortController();
  const stop = () => abort.abort(abortSignal?.reason);
  if (abortSignal?.aborted) stop();
  else abortSignal?.addEventListener("abort", stop, { once: true });
  const chunks = interviewerReply(context, conversation, { abortSignal: abort.signal });

  if (wantsJson) {
    let response = "";
    try {
      for await (const chunk of chunks) response += chunk;
    } catch (error) {
      throw failure(error);
    }
    if (!response.trim()) throw noTextFailure();
    return Response.json({ response: response.trim() });
  }

  let first: IteratorResult<string>;
  try {
    first = await chunks.next();
  } catch (error) {
    throw failure(error);
  }
  if (first.done) throw noTextFailure();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (abort.signal.aborted) return;
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        if (!isAbortError(error))
          console.error(`Interviewer reply failed: ${describeError(error)}`);
        controller.error(error);
      }
    },
    async cancel(reason) {
      abort.abort(reason);
      await chunks.return(undefined);
    },
  });
  return new Response(body, { headers: STREAM_HEADERS });
}
