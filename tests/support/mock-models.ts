import type {
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { MockLanguageModelV3 } from "ai/test";

// Mock models built on the ai SDK's own MockLanguageModelV3, for tests and the benchmark.

const USAGE: LanguageModelV3Usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};
const STOP = { unified: "stop", raw: "stop" } as const;

export type StreamScript = {
  chunks: string[];
  /** Wait before the first chunk (the model's time to first token). */
  firstChunkDelayMs?: number;
  chunkDelayMs?: number;
  /** After the chunks: end normally, emit an error part, or hang until aborted. */
  end?: "finish" | "error" | "hang";
};

function scriptedStream(script: StreamScript, options: LanguageModelV3CallOptions) {
  const signal = options.abortSignal;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
    });
  return new ReadableStream<LanguageModelV3StreamPart>({
    async start(controller) {
      const aborted = () => {
        controller.error(signal?.reason ?? new DOMException("Aborted", "AbortError"));
      };
      controller.enqueue({ type: "stream-start", warnings: [] });
      controller.enqueue({ type: "text-start", id: "t" });
      for (const [index, delta] of script.chunks.entries()) {
        await wait(index === 0 ? (script.firstChunkDelayMs ?? 0) : (script.chunkDelayMs ?? 0));
        if (signal?.aborted) return aborted();
        controller.enqueue({ type: "text-delta", id: "t", delta });
      }
      if (script.end === "hang") {
        await new Promise<void>((resolve) => signal?.addEventListener("abort", () => resolve()));
        return aborted();
      }
      if (script.end === "error") {
        controller.enqueue({ type: "error", error: new Error("The model broke off.") });
        controller.close();
        return;
      }
      controller.enqueue({ type: "text-end", id: "t" });
      controller.enqueue({ type: "finish", finishReason: STOP, usage: USAGE });
      controller.close();
    },
  });
}

/** A model whose streamed answer follows the script; its calls are recorded. */
export function streamingModel(script: StreamScript) {
  return new MockLanguageModelV3({
    doStream: async (options) => ({ stream: scriptedStream(script, options) }),
  });
}

/** A model whose (non-streamed) answer is this text, e.g. JSON for structured output. */
export function generatingModel(answer: string | (() => string)) {
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: "text", text: typeof answer === "string" ? answer : answer() }],
      finishReason: STOP,
      usage: USAGE,
      warnings: [],
    }),
  });
}

/** A model that fails every call, as a provider outage would. */
export function failingModel(message = "The provider is down.") {
  const fail = async (): Promise<never> => {
    throw new Error(message);
  };
  return new MockLanguageModelV3({ doGenerate: fail, doStream: fail });
}
