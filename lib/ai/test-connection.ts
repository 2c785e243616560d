import "server-only";
import { generateText } from "ai";
import { ApiError } from "../api/errors";
import type { ConnectionTestResult } from "./engine-status";
import { connectionTimeoutMessage, describeConnectionProblem } from "./connection-problem";
import { describeError, isAbortError } from "./model-error";
import { CONNECTION_TEST_PROMPT } from "./prompts/connection-test";
import { languageModel } from "./provider";
import { readAiSettings } from "./settings";

export const CONNECTION_TEST_TIMEOUT_MS = 15_000;
// A word is enough to show the model runs; a local server still loads the model first.
const TEST_MAX_OUTPUT_TOKENS = 5;

export const NO_MODEL_MESSAGE =
  "No model is set up: the offline engine writes your drafts, and there is nothing to test. To have a model write, set OPENAI_BASE_URL (Ollama, LM Studio) or OPENAI_API_KEY.";

/**
 * One short call to the configured model, timed. A failure is a 502 whose message says
 * which setting to check; a stopped request (the person left) a 400 nobody reads.
 */
export async function testConnection({
  signal,
  timeoutMs = CONNECTION_TEST_TIMEOUT_MS,
}: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<ConnectionTestResult> {
  const model = languageModel();
  if (!model) throw ApiError.conflict(NO_MODEL_MESSAGE);
  const settings = readAiSettings();
  const timeout = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  try {
    await generateText({
      model,
      prompt: CONNECTION_TEST_PROMPT,
      maxOutputTokens: TEST_MAX_OUTPUT_TOKENS,
      // The test reports this one attempt: a retry would hide a flaky server and double the wait.
      maxRetries: 0,
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw ApiError.badRequest("The connection test was stopped.");
    console.error(`AI connection test failed: ${describeError(error)}`);
    // Only a test's stand-in model runs with no AI settings: there is no setting to name.
    if (settings.provider === "local") throw new ApiError(502, "The AI model did not answer.");
    const message =
      timeout.aborted || isAbortError(error)
        ? connectionTimeoutMessage(settings, Math.ceil(timeoutMs / 1000))
        : describeConnectionProblem(error, settings);
    throw new ApiError(502, message);
  }
  return { ok: true, ms: Math.round(performance.now() - started) };
}
