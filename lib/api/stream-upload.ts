import "server-only";
import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { chmod, lstat, mkdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import formidable, { errors as formidableErrors, multipart } from "formidable";
import { ApiError } from "./errors";
import { MultipartHeaderScanner, multipartBoundary } from "./multipart-header-limit";

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

/**
 * Where uploads are written while a request is handled; UPLOAD_TMP_DIR overrides. The
 * system temp folder is shared, so the default folder is this user's own.
 */
function uploadDir(): string {
  const owner = process.getuid?.() ?? os.userInfo().username;
  return process.env.UPLOAD_TMP_DIR?.trim() || path.join(os.tmpdir(), `shortlist-uploads-${owner}`);
}

/**
 * Creates the upload folder (0700), or checks the one there: a real folder (not a link)
 * of this process's user, tightened to 0700 if it is looser. Anything else is refused,
 * since another user could read or swap the recordings written into it.
 */
async function ensureUploadDir(): Promise<string> {
  const dir = uploadDir();
  const refuse = (why: string) =>
    new ApiError(
      503,
      `Uploads cannot be received: the upload folder ${dir} ${why}. Set UPLOAD_TMP_DIR to a ` +
        "folder only this server's user can open.",
    );
  await mkdir(dir, { recursive: true, mode: 0o700 }).catch(() => {
    throw refuse("could not be created");
  });
  const stats = await lstat(dir);
  if (stats.isSymbolicLink()) throw refuse("is a link");
  if (!stats.isDirectory()) throw refuse("is not a folder");
  const uid = process.getuid?.();
  if (uid !== undefined && stats.uid !== uid) throw refuse("belongs to another user");
  if ((stats.mode & 0o077) !== 0) await chmod(dir, 0o700);
  return dir;
}

// formidable opens its files with the process's umask (0644 by default); uploads are
// someone's recordings, so they are written 0600 whatever the umask, and never through
// a file that is already there.
function privateWriteStream(file?: unknown): WriteStream {
  return createWriteStream((file as { filepath: string }).filepath, { mode: 0o600, flags: "wx" });
}

/**
 * The body, checked as it passes: a part's headers past their cap stop it (400) before
 * formidable buffers them. Stopping early cancels the rest of the body, so it is never
 * pulled from the client; a body read to its end is not cancelled.
 */
async function* scannedBody(body: ReadableStream<Uint8Array> | null, boundary: string) {
  if (!body) return;
  const scanner = new MultipartHeaderScanner(boundary);
  const reader = body.getReader();
  let isDone = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        isDone = true;
        return;
      }
      scanner.feed(value);
      yield value;
    }
  } finally {
    if (!isDone) await reader.cancel().catch(() => undefined);
  }
}

function nodeRequest(
  request: Request,
  boundary: string,
  contentType: string,
): Readable & { headers: Record<string, string> } {
  const stream = Readable.from(scannedBody(request.body, boundary), { objectMode: false });
  const headers: Record<string, string> = {
    ...Object.fromEntries(request.headers),
    "content-type": contentType,
  };
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
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().includes("multipart/form-data"))
    throw ApiError.unsupportedType("Send the file as multipart/form-data.");
  const { boundary, contentType } = multipartBoundary(type);
  const dir = await ensureUploadDir();
  const written = new Map<string, { _writeStream?: WriteStream }>();
  const body = nodeRequest(request, boundary, contentType);
  try {
    const form = formidable({
      enabledPlugins: [multipart],
      uploadDir: dir,
      fileWriteStreamHandler: privateWriteStream,
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
  if (error instanceof ApiError) return error;
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
