import { APICallError, RetryError } from "ai";
import { displayHost, httpUrl, OPENAI_HOST } from "./engine-status";
import type { AiSettings } from "./settings";

type Configured = Exclude<AiSettings, { provider: "local" }>;

// Node's codes for "no server there" and "no such host", found on the error or its causes.
const REFUSED_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EHOSTUNREACH", "ENETUNREACH"]);
const UNKNOWN_HOST_CODES = new Set(["ENOTFOUND", "EAI_AGAIN"]);

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, cause, errors } = current as {
      code?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string") codes.push(code);
    // Several addresses for one host (IPv4 and IPv6) fail together as an AggregateError.
    if (Array.isArray(errors)) codes.push(...errors.flatMap(errorCodes));
    current = cause;
  }
  return codes;
}

/** The call's own failure: a RetryError wraps the last attempt's. */
const lastError = (error: unknown) => (RetryError.isInstance(error) ? error.lastError : error);

/**
 * What a person can do about a model that did not answer the connection test, naming the
 * setting to check. Built from the status and error codes only: a provider's own message
 * can echo part of the key ("Incorrect API key provided: sk-ab***yz").
 */
export function describeConnectionProblem(error: unknown, settings: Configured): string {
  const isCompatible = settings.provider === "compatible";
  const where = isCompatible ? displayHost(settings.baseURL) : OPENAI_HOST;
  if (isCompatible && !httpUrl(settings.baseURL)) {
    return `OPENAI_BASE_URL is not an http:// or https:// address (${where}). Write it in full, for example http://127.0.0.1:11434/v1.`;
  }
  const failure = lastError(error);
  const codes = errorCodes(failure);
  if (codes.some((code) => UNKNOWN_HOST_CODES.has(code))) {
    return isCompatible
      ? `No server by that name was found for ${where}. Check the host name in OPENAI_BASE_URL.`
      : `${where} could not be found from this server. Check its internet connection and DNS.`;
  }
  const status = APICallError.isInstance(failure) ? failure.statusCode : undefined;
  if (status === undefined) {
    if (codes.some((code) => REFUSED_CODES.has(code)) || APICallError.isInstance(failure)) {
      return isCompatible
        ? `Nothing answered at ${where}. Is the server running? Check OPENAI_BASE_URL.`
        : `Nothing answered at ${where}. Check this server's internet connection.`;
    }
    return `The test call to ${where} failed before an answer came. Check OPENAI_BASE_URL, OPENAI_API_KEY and OPENAI_MODEL.`;
  }
  return describeStatus(status, failure as APICallError, settings, where);
}

function describeStatus(
  status: number,
  failure: APICallError,
  settings: Configured,
  where: string,
): string {
  const model = settings.model;
  if (status === 401) {
    return settings.apiKey
      ? "The server refused the key. Check OPENAI_API_KEY."
      : "The server asks for a key. Set OPENAI_API_KEY to the key it expects.";
  }
  if (status === 403) {
    return `The server refused access to the model ${model} with this key. Check OPENAI_API_KEY and OPENAI_MODEL.`;
  }
  if (status === 404) {
    // A 404 about the model names it; a bare 404 page is a base URL without the API's path.
    return /model/i.test(failure.responseBody ?? "")
      ? `The server does not know the model ${model}. Check OPENAI_MODEL.`
      : `${where} has no chat-completions API. Check OPENAI_BASE_URL (it usually ends in /v1).`;
  }
  if (status === 429) {
    return "The server is rate limiting this key or its quota is used up. Wait a minute, or check the account's plan and OPENAI_API_KEY.";
  }
  if (status >= 500) {
    return `The server at ${where} failed (HTTP ${status}). Check its log, and that it can run the model ${model}.`;
  }
  return `The server at ${where} refused the test request (HTTP ${status}). Check OPENAI_MODEL (${model}) and OPENAI_BASE_URL.`;
}

export const connectionTimeoutMessage = (settings: Configured, seconds: number) =>
  `No answer from ${
    settings.provider === "compatible" ? displayHost(settings.baseURL) : OPENAI_HOST
  } within ${seconds} second${seconds === 1 ? "" : "s"}. The server may be busy loading the model ${settings.model}: try again in a minute.`;
