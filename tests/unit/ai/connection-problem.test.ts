/** @jest-environment node */
import { APICallError, RetryError } from "ai";
import { describeConnectionProblem } from "@/lib/ai/connection-problem";
import { displayHost, engineStatus } from "@/lib/ai/engine-status";
import { readAiSettings } from "@/lib/ai/settings";

const OLLAMA = {
  provider: "compatible",
  baseURL: "http://127.0.0.1:11434/v1",
  apiKey: undefined,
  model: "llama3.2",
} as const;
const OPENAI = { provider: "openai", apiKey: "sk-secret", model: "gpt-4.1-mini" } as const;

const httpError = (statusCode: number, responseBody = "") =>
  new APICallError({
    message: "provider says something",
    url: "http://127.0.0.1:11434/v1/chat/completions",
    requestBodyValues: {},
    statusCode,
    responseBody,
  });

/** What Node's fetch throws when nothing listens, or the host has no address. */
const networkError = (code: string) =>
  Object.assign(new TypeError("fetch failed"), {
    cause: Object.assign(new Error(`connect ${code} 127.0.0.1:11434`), { code }),
  });

describe("displayHost", () => {
  it.each([
    ["http://127.0.0.1:11434/v1", "http://127.0.0.1:11434/v1"],
    ["http://127.0.0.1:11434/v1/", "http://127.0.0.1:11434/v1"],
    ["http://127.0.0.1:1234", "http://127.0.0.1:1234"],
    ["https://user:hunter2@llm.example.com/v1?api-key=secret#x", "https://llm.example.com/v1"],
    ["user:hunter2@localhost:11434/v1?key=secret", "localhost:11434/v1"],
  ])("shows %s as %s", (baseURL, shown) => {
    expect(displayHost(baseURL)).toBe(shown);
  });

  it("never puts the key in a status", () => {
    const status = engineStatus(
      readAiSettings({ OPENAI_BASE_URL: "http://127.0.0.1:1234/v1", OPENAI_API_KEY: "sk-secret" }),
    );
    expect(status).toEqual({
      engine: "compatible",
      model: "llama3.2",
      host: "http://127.0.0.1:1234/v1",
    });
    expect(
      JSON.stringify(engineStatus(readAiSettings({ OPENAI_API_KEY: "sk-secret" }))),
    ).not.toContain("sk-secret");
  });
});

describe("describeConnectionProblem", () => {
  it.each<[string, unknown, typeof OLLAMA | typeof OPENAI, string]>([
    [
      "refused connection",
      networkError("ECONNREFUSED"),
      OLLAMA,
      "Nothing answered at http://127.0.0.1:11434/v1. Is the server running? Check OPENAI_BASE_URL.",
    ],
    [
      "refused connection, wrapped by the SDK and its retries",
      new RetryError({
        message: "Failed after 3 attempts",
        reason: "maxRetriesExceeded",
        errors: [httpError(401), networkError("ECONNREFUSED")],
      }),
      OLLAMA,
      "Nothing answered at http://127.0.0.1:11434/v1. Is the server running? Check OPENAI_BASE_URL.",
    ],
    [
      "unknown host",
      networkError("ENOTFOUND"),
      OLLAMA,
      "No server by that name was found for http://127.0.0.1:11434/v1. Check the host name in OPENAI_BASE_URL.",
    ],
    [
      "OpenAI out of reach",
      networkError("ECONNREFUSED"),
      OPENAI,
      "Nothing answered at https://api.openai.com/v1. Check this server's internet connection.",
    ],
    ["refused key", httpError(401), OPENAI, "The server refused the key. Check OPENAI_API_KEY."],
    [
      "a key asked for and none set",
      httpError(401),
      OLLAMA,
      "The server asks for a key. Set OPENAI_API_KEY to the key it expects.",
    ],
    [
      "unknown model",
      httpError(
        404,
        '{"error":{"message":"The model `gpt-9` does not exist","code":"model_not_found"}}',
      ),
      OPENAI,
      "The server does not know the model gpt-4.1-mini. Check OPENAI_MODEL.",
    ],
    [
      "no API at the base URL",
      httpError(404, "404 page not found"),
      OLLAMA,
      "http://127.0.0.1:11434/v1 has no chat-completions API. Check OPENAI_BASE_URL (it usually ends in /v1).",
    ],
    ["access refused", httpError(403), OPENAI, "refused access to the model gpt-4.1-mini"],
    [
      "rate limit or quota",
      httpError(429),
      OPENAI,
      "rate limiting this key or its quota is used up",
    ],
    ["server failure", httpError(503), OLLAMA, "failed (HTTP 503). Check its log"],
    ["other refusal", httpError(400), OLLAMA, "refused the test request (HTTP 400)"],
  ])("%s", (_, error, settings, expected) => {
    const message = describeConnectionProblem(error, settings);
    expect(message).toContain(expected);
    expect(message).not.toContain("provider says something");
    expect(message).not.toContain("sk-secret");
  });

  it("says when the base URL is not an http address, before anything else", () => {
    expect(
      describeConnectionProblem(networkError("ECONNREFUSED"), {
        ...OLLAMA,
        baseURL: "localhost:11434/v1",
      }),
    ).toBe(
      "OPENAI_BASE_URL is not an http:// or https:// address (localhost:11434/v1). Write it in full, for example http://127.0.0.1:11434/v1.",
    );
  });
});
