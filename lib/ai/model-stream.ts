import "server-only";
import { streamText, type LanguageModel } from "ai";

/**
 * The model's text, delta by delta. Unlike `textStream`, a provider error ends the
 * iteration with that error, so a failed generation is never saved as if complete.
 */
export async function* modelTextStream({
  model,
  system,
  prompt,
  abortSignal,
}: {
  model: LanguageModel;
  system: string;
  prompt: string;
  abortSignal?: AbortSignal;
}): AsyncGenerator<string> {
  const result = streamText({ model, system, prompt, abortSignal, maxRetries: 1 });
  for await (const part of result.fullStream) {
    if (part.type === "text-delta") yield part.text;
    else if (part.type === "error") throw part.error;
    else if (part.type === "abort") throw abortError(abortSignal);
  }
}

function abortError(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error
    ? reason
    : new DOMException("The generation was stopped.", "AbortError");
}

// The local engine writes a whole document at once; sending it a line at a time keeps the
// streaming UI honest about progress and lets a user stop it like a model's stream.
const LOCAL_CHUNK_DELAY_MS = 15;

export async function* localTextStream(
  written: string | Promise<string>,
  abortSignal?: AbortSignal,
): AsyncGenerator<string> {
  const text = await written;
  if (abortSignal?.aborted) throw abortError(abortSignal);
  const lines = text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  for (const [index, line] of lines.entries()) {
    if (abortSignal?.aborted) throw abortError(abortSignal);
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, LOCAL_CHUNK_DELAY_MS));
    yield line;
  }
}

export async function collectText(chunks: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
}
