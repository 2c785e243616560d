import "server-only";
import { once } from "node:events";
import { mkdir, rm } from "node:fs/promises";
import type { WriteStream } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import formidable, { errors as formidableErrors } from "formidable";
import { ApiError } from "./errors";

export type UploadedFile = {
  path: string;
  size: number;
  /** As the client declared it (the content decides what it is). */
  mediaType: string | null;
  name: string | null;
};

export type StreamedUpload = { fields: Record<string, string>; file: UploadedFile | null };

export type UploadLimits = {
  /** The one file field read; file parts under any other name are refused. */
  fileField: string;
  maxFileBytes: number;
  /** All text fields together. */
  maxFieldsBytes: number;
  tooLargeMessage: string;
};

// Room for the multipart boundaries and part headers around the file and the fields.
const ENVELOPE_BYTES = 64 * 1024;

/** Where uploads are written while a request is handled; UPLOAD_TMP_DIR overrides. */
export function uploadDir(): string {
  return process.env.UPLOAD_TMP_DIR?.trim() || path.join(os.tmpdir(), "shortlist-uploads");
}

function nodeRequest(request: Request): Readable & { headers: Record<string, string> } {
  const stream = request.body
    ? Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>)
    : Readable.from([]);
  const headers = Object.fromEntries(request.headers);
  // formidable takes a body with neither a length nor chunked encoding for an empty one;
  // a Request built in process (or relayed by Next) may carry a body with neither header.
  if (!headers["content-length"]) headers["transfer-encoding"] ??= "chunked";
  return Object.assign(stream, { headers });
}

/**
 * Streams a multipart body to a temporary file with formidable (never held in memory),
 * refusing it (413) as soon as the file passes its limit, or before reading when the
 * declared length already does; then runs `handle` and removes every file written, whatever
 * happens.
 */
export async function withStreamedUpload<T>(
  request: Request,
  limits: UploadLimits,
  handle: (upload: StreamedUpload) => Promise<T>,
): Promise<T> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limits.maxFileBytes + limits.maxFieldsBytes + ENVELOPE_BYTES)
    throw ApiError.tooLarge(limits.tooLargeMessage);
  const dir = uploadDir();
  await mkdir(dir, { recursive: true });
  const written = new Map<string, { _writeStream?: WriteStream }>();
  const body = nodeRequest(request);
  try {
    const form = formidable({
      uploadDir: dir,
      maxFiles: 1,
      maxFileSize: limits.maxFileBytes,
      maxTotalFileSize: limits.maxFileBytes,
      maxFields: 10,
      maxFieldsSize: limits.maxFieldsBytes,
      allowEmptyFiles: false,
    });
    form.on("fileBegin", (_name, file) => written.set(file.filepath, file as never));
    const [fields, files] = await form.parse(body as never).catch((error: unknown) => {
      // Stop reading: the rest of a refused body is never pulled from the client.
      body.destroy();
      throw uploadError(error, limits);
    });
    const names = Object.keys(files);
    if (names.some((name) => name !== limits.fileField))
      throw ApiError.badRequest(`Send the file in the "${limits.fileField}" field.`);
    const file = files[limits.fileField]?.[0];
    return await handle({
      fields: Object.fromEntries(
        Object.entries(fields).map(([name, values]) => [name, values?.[0] ?? ""]),
      ),
      file: file
        ? {
            path: file.filepath,
            size: file.size,
            mediaType: file.mimetype,
            name: file.originalFilename,
          }
        : null,
    });
  } finally {
    body.destroy();
    await Promise.all([...written].map(([path, file]) => removeWritten(path, file._writeStream)));
  }
}

function uploadError(error: unknown, limits: UploadLimits): ApiError {
  const { httpCode, code } = (error ?? {}) as { httpCode?: number; code?: number };
  if (code === formidableErrors.maxFieldsSizeExceeded)
    return ApiError.tooLarge("The text fields of the upload are too long.");
  if (httpCode === 413) return ApiError.tooLarge(limits.tooLargeMessage);
  if (code === formidableErrors.maxFilesExceeded)
    return ApiError.badRequest("Send one file at a time.");
  if (code === formidableErrors.smallerThanMinFileSize || code === formidableErrors.noEmptyFiles)
    return ApiError.badRequest("The file is empty. Choose the recording again.");
  return ApiError.badRequest("The upload could not be read. Choose the file again and retry.");
}

// A refused upload (empty, too large) can reject before formidable's write stream has
// opened or closed its file: end the stream first, or the file appears after the rm.
async function removeWritten(path: string, stream: WriteStream | undefined): Promise<void> {
  if (stream && !stream.closed) {
    const closed = once(stream, "close").catch(() => undefined);
    stream.destroy();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }
  await rm(path, { force: true });
}
