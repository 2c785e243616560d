import "server-only";
import { ApiError } from "../api/errors";
import { runParseTask } from "../parsers/pool";
import { toApiError } from "../parsers/to-api-error";
import { MAX_RESUME_TEXT } from "../resume/limits";
import { checkDeclaredDocx } from "./docx-bounds";
import { TEXT_TOO_LONG } from "./document-limits";
import type { UploadFormat } from "./read-upload-text";
import {
  MAX_RESUME_BYTES,
  TOO_LARGE,
  typeFromContent,
  typeFromFileName,
  type ResumeType,
} from "./detect-type";

export const UNSUPPORTED_TYPE = "File type not supported. Upload a PDF, DOC, DOCX or TXT file.";

const LABELS: Record<ResumeType, string> = { pdf: "PDF", doc: "DOC", docx: "DOCX", txt: "text" };

const FORMATS: Record<ResumeType, UploadFormat> = {
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
  txt: "text",
};

type ReadOptions = { signal?: AbortSignal; owner?: string };

// In the parser pool, as every uploaded document is; a plain text file too, since cleaning
// 10 MB of hostile text is work the main thread must not do.
async function readText(type: ResumeType, bytes: Buffer, options: ReadOptions): Promise<string> {
  if (type === "docx") checkDeclaredDocx(bytes);
  // A copy the worker can own: the upload's buffer may be a slice of a larger one.
  const copy = new Uint8Array(bytes);
  return runParseTask<string>(
    "document-text",
    { format: FORMATS[type], bytes: copy, maxChars: MAX_RESUME_TEXT },
    { ...options, transfer: [copy.buffer] },
  );
}

/** Extracts the text of an uploaded résumé, checking its name, size and content (4xx on bad input). */
export async function extractResumeText(
  fileName: string,
  bytes: Buffer,
  options: ReadOptions = {},
): Promise<string> {
  const claimed = typeFromFileName(fileName);
  if (!claimed) throw ApiError.unsupportedType(UNSUPPORTED_TYPE);
  if (bytes.length > MAX_RESUME_BYTES) throw ApiError.tooLarge(TOO_LARGE);
  if (bytes.length === 0) throw ApiError.badRequest("The file is empty.");
  const actual = typeFromContent(bytes);
  if (actual !== claimed) {
    throw ApiError.unsupportedType(
      `This file is named .${claimed} but its content is not a ${LABELS[claimed]} file. Save it again as PDF, DOC, DOCX or TXT and retry.`,
    );
  }
  let text: string;
  try {
    text = await readText(claimed, bytes, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw toApiError(error, {
      unreadable: `We could not read this ${LABELS[claimed]} file; it may be damaged or password-protected. Try another format or paste the text.`,
      noun: "file",
      tooLargeStatus: 413,
    });
  }
  if (text.length > MAX_RESUME_TEXT) throw ApiError.tooLarge(TEXT_TOO_LONG);
  if (!text) {
    throw new ApiError(
      422,
      "We could not find any text in this file. If it is a scanned document, paste the text instead.",
    );
  }
  return text;
}
