import { ReadableStream } from "node:stream/web";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom has no streams or text codecs; the code under test uses the globals.
Object.assign(globalThis, { ReadableStream, TextDecoder, TextEncoder });

const encoder = new TextEncoder();

/** A streamed body the test feeds chunk by chunk; aborting the request errors it, like fetch. */
export type FakeStream = {
  url: string;
  init: RequestInit;
  signal: AbortSignal;
  push: (chunk: string | Uint8Array) => void;
  close: () => void;
  fail: (error?: unknown) => void;
};

export function streamedResponse(signal?: AbortSignal | null) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  signal?.addEventListener("abort", () => {
    try {
      controller.error(signal.reason ?? new DOMException("Aborted", "AbortError"));
    } catch {
      // already closed
    }
  });
  const response = {
    ok: true,
    status: 200,
    statusText: "OK",
    body,
    text: async () => "",
  } as unknown as Response;
  const control = {
    push: (chunk: string | Uint8Array) =>
      controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk),
    close: () => controller.close(),
    fail: (error: unknown = new Error("The model failed")) => controller.error(error),
  };
  return { response, control };
}

export function jsonResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? "" : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? "Unauthorized" : "Error",
    body: null,
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

type Answer = (url: string, init: RequestInit) => Response | undefined;

/**
 * Replaces fetch: POSTs to a stream path answer with a new controllable stream (unless
 * `answer` returns something else first); other calls get `answer`, or a 404.
 */
export function installStreamFetch(answer?: Answer) {
  const streams: FakeStream[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const answered = answer?.(url, init);
    if (answered) return answered;
    if (/\/stream-(resume|cover-letter)$/.test(url)) {
      const { response, control } = streamedResponse(init.signal);
      streams.push({ url, init, signal: init.signal!, ...control });
      return response;
    }
    return jsonResponse(404, { message: "Not found" });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, streams };
}
