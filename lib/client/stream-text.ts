"use client";
import { JSON_HEADERS, throwIfNotOk } from "./fetcher";
import { keys } from "./keys";
import { refreshJob } from "./mutations";

/** The two texts the workbench streams: `stream-<kind>` to write, `<kind>` to save. */
export type JobTextKind = "resume" | "cover-letter";

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The stream was aborted.", "AbortError");
}

/**
 * Reads a streamed text answer: onText gets the whole text so far after each chunk. A
 * chunk read after an abort never reaches onText.
 */
export async function readTextStream(
  response: Response,
  { signal, onText }: { signal?: AbortSignal; onText: (textSoFar: string) => void },
): Promise<string> {
  await throwIfNotOk(response);
  if (!response.body) throw new Error("No response body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    // fetch errors the body on abort, but a chunk already read must not reach onText
    if (signal?.aborted) {
      void reader.cancel().catch(() => {});
      throw abortError(signal);
    }
    if (done) break;
    text += decoder.decode(value, { stream: true });
    onText(text);
  }
  const tail = decoder.decode();
  if (tail) {
    text += tail;
    onText(text);
  }
  return text;
}

/**
 * Streams a job's tailored résumé or cover letter (spec 1 §4, §7): onText gets the whole
 * text so far after each chunk. When the stream completes the server has stored the text,
 * so the job and the list are refreshed before this resolves with the full text.
 */
export async function streamJobText(
  jobId: string,
  kind: JobTextKind,
  { signal, onText }: { signal?: AbortSignal; onText: (textSoFar: string) => void },
): Promise<string> {
  const response = await fetch(`${keys.job(jobId)}/stream-${kind}`, {
    method: "POST",
    credentials: "include",
    headers: JSON_HEADERS,
    signal,
  });
  const text = await readTextStream(response, { signal, onText });
  await refreshJob(jobId);
  return text;
}
