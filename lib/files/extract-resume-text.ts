import "server-only";
import { ApiError } from "../api/errors";
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

async function pdfText(bytes: Buffer): Promise<string> {
  const { PDFParse } = await import("pdf-parse");
  const parser = new PDFParse({ data: bytes });
  try {
    const result = await parser.getText({ pageJoiner: "" });
    return result.text;
  } finally {
    await parser.destroy();
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  const mammoth = await import("mammoth");
  const result = await mammoth.extractRawText({ buffer: bytes });
  return result.value;
}

async function docText(bytes: Buffer): Promise<string> {
  const { default: WordExtractor } = await import("word-extractor");
  const document = await new WordExtractor().extract(bytes);
  return document.getBody();
}

const extractors: Record<ResumeType, (bytes: Buffer) => Promise<string>> = {
  pdf: pdfText,
  docx: docxText,
  doc: docText,
  txt: async (bytes) => new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, ""),
};

/** Extracts the text of an uploaded résumé, checking its name, size and content (4xx on bad input). */
export async function extractResumeText(fileName: string, bytes: Buffer): Promise<string> {
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
    text = cleanText(await extractors[claimed](bytes));
  } catch {
    throw new ApiError(
      422,
      `We could not read this ${LABELS[claimed]} file; it may be damaged or password-protected. Try another format or paste the text.`,
    );
  }
  if (!text) {
    throw new ApiError(
      422,
      "We could not find any text in this file. If it is a scanned document, paste the text instead.",
    );
  }
  return text;
}
