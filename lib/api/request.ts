import type { z } from "zod";
import { ApiError } from "./errors";

/** Larger than any form's text with JSON escapes (a 500,000-character transcript). */
export const MAX_JSON_BYTES = 4 * 1024 * 1024;
const JSON_TOO_LARGE = "The request is too large (over 4 MB). Shorten the text and try again.";

// A NUL character (from text copied out of some PDFs) means nothing in prose, and
// PostgreSQL cannot store it in a text column.
const withoutNul = (_key: string, value: unknown) =>
  typeof value === "string" ? value.replaceAll("\u0000", "") : value;

/** Reads and validates a JSON body; a body that is not JSON or fails the schema is a 400. */
export async function parseJson<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<z.infer<T>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw ApiError.unsupportedType(
      "Send the request body as JSON (Content-Type: application/json).",
    );
  }
  const bytes = await readLimitedBody(request, MAX_JSON_BYTES, JSON_TOO_LARGE);
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString("utf8"), withoutNul);
  } catch {
    throw ApiError.badRequest("The request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw ApiError.badRequest("The request body must be a JSON object.");
  }
  return schema.parse(body);
}

/** Validates the URL's query parameters (the last value of each); a failure is a 400. */
export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const params = [...new URL(request.url).searchParams].map(([key, value]) => [
    key,
    withoutNul(key, value),
  ]);
  return schema.parse(Object.fromEntries(params));
}

/**
 * Reads a body, refusing it (413) as soon as it passes maxBytes, whether the client
 * announced its length or streamed it chunked.
 */
async function readLimitedBody(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string,
) {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes)
    throw ApiError.tooLarge(tooLargeMessage);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw ApiError.tooLarge(tooLargeMessage);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a multipart body, refusing it (413) as soon as it passes maxBytes, whether the
 * client announced its length or streamed it chunked.
 */
export async function readLimitedFormData(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("multipart/form-data")) {
    throw ApiError.unsupportedType("Send the file as multipart/form-data.");
  }
  const body = await readLimitedBody(request, maxBytes, tooLargeMessage);
  try {
    return await new Response(body, {
      headers: { "content-type": type },
    }).formData();
  } catch {
    throw ApiError.badRequest("The upload could not be read. Choose the file again and retry.");
  }
}
