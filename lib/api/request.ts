import type { z } from "zod";
import { ApiError } from "./errors";
import { MultipartHeaderScanner, multipartBoundary } from "./multipart-header-limit";
import { assertStorableText } from "./text-safety";

/** The default cap on a JSON body: a form's text (a 200,000-character résumé) fits. */
export const MAX_JSON_BYTES = 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Reads a JSON body of at most maxBytes (413 past it, before any parsing) and validates
 * it: not JSON, not an object, a NUL or broken character in any text, or failing the
 * schema is a 400.
 */
export async function parseJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {},
): Promise<z.infer<T>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw ApiError.unsupportedType(
      "Send the request body as JSON (Content-Type: application/json).",
    );
  }
  const bytes = await readLimitedBody(
    request,
    maxBytes,
    `The request is too large (over ${megabytes(maxBytes)}). Shorten the text and try again.`,
  );
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw ApiError.badRequest("The request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw ApiError.badRequest("The request body must be a JSON object.");
  }
  assertStorableText(body);
  return schema.parse(body);
}

/** Validates the URL's query parameters (the last value of each); a failure is a 400. */
export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  assertStorableText(query);
  return schema.parse(query);
}

/**
 * Reads a body, refusing it (413) as soon as it passes maxBytes, whether the client
 * announced its length or streamed it chunked.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string,
  inspect?: (chunk: Uint8Array) => void,
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
    try {
      inspect?.(value);
    } catch (error) {
      await reader.cancel();
      throw error;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a multipart body, refusing it (413) as soon as it passes maxBytes, whether the
 * client announced its length or streamed it chunked, and (400) as soon as a part's
 * headers pass their cap.
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
  const { boundary, contentType } = multipartBoundary(type);
  const scanner = new MultipartHeaderScanner(boundary);
  const body = await readLimitedBody(request, maxBytes, tooLargeMessage, (chunk) =>
    scanner.feed(chunk),
  );
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw ApiError.badRequest("The upload could not be read. Choose the file again and retry.");
  }
}
