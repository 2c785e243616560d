import { APICallError } from "ai";
import { ApiError } from "../api/errors";

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = APICallError.isInstance(error) ? ` (HTTP ${error.statusCode})` : "";
  return `${error.name}${status}: ${error.message}`;
}

/** A model that answered with nothing is a failed generation, not an empty document. */
export const noTextFailure = () => new ApiError(502, "The AI model returned no text. Try again.");

export function isAbortError(error: unknown): boolean {
  // By name: a DOMException from another realm (a test's VM) is not `instanceof Error`.
  const name = (error as { name?: unknown } | null)?.name;
  return name === "AbortError" || name === "ResponseAborted";
}

/**
 * A configured model that fails is a 502: the user's input was fine, the provider was not.
 * The provider's own message can echo request details, so only its status is passed on.
 */
export function modelFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  // Not the error object itself: a provider error carries the request, résumé included.
  console.error(`AI model call failed: ${describeError(error)}`);
  const detail = status ? ` (the provider answered HTTP ${status})` : "";
  return new ApiError(
    502,
    `The AI model did not answer${detail}. Try again, or check the AI settings (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL).`,
  );
}
