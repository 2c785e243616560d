import "server-only";
import { ApiError } from "../api/errors";
import { runParseTask } from "../parsers/pool";
import { toApiError } from "../parsers/to-api-error";
import { MAX_RESUME_TEXT } from "../resume/limits";
import { checkDeclaredDocx } from "./docx-bounds";
import { TEXT_TOO_LONG } from "./document-limits";
import {
  MAX_RESUME_BYTES,
  TOO_LARGE,
  typeFromContent,
  typeFromFileName,
  type ResumeType,
} from "./detect-type";

export const UNSUPPORTED_TYPE = "File type not supported. Upload a PDF, DOC, DOCX or TXT file.";

const LABELS: Record<ResumeType, string> = { pdf: "PDF", doc: "DOC", docx: "DOCX", txt: "text" };

/** Normalises extracted text: unified newlines, no trailing spaces, at most one blank line in a row. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\u0000/g, "")
    .replace(/(?<![ \t\f\v])[ \t\f\v]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

async function readText(type: ResumeType, bytes: Buffer, signal?: AbortSignal): Promise<string> {
  if (type === "txt") return new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
  if (type === "docx") checkDeclaredDocx(bytes);
  // A copy the worker can own: the upload's buffer may be a slice of a larger one.
  const copy = new Uint8Array(bytes);
  return runParseTask<string>(
    "resume-text",
    { type, bytes: copy },
    { signal, transfer: [copy.buffer] },
  );
}

/** Extracts the text of an uploaded résumé, checking its name, size and content (4xx on bad input). */
export async function extractResumeText(
  fileName: string,
  bytes: Buffer,
  signal?: AbortSignal,
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
    text = cleanText(await readText(claimed, bytes, signal));
  } catch (error) {
    if (signal?.aborted) throw error;
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
