// Runs inside a parser worker (lib/parsers/tasks.ts): the only place the document
// libraries are loaded.
import mammoth from "mammoth";
import { PDFParse } from "pdf-parse";
import WordExtractor from "word-extractor";
import { MAX_RESUME_TEXT } from "../resume/limits";
import { ParseFailure } from "../parsers/failure";
import { checkActualDocx, checkDeclaredDocx } from "./docx-bounds";
import { MAX_PDF_PAGES, TEXT_TOO_LONG } from "./document-limits";
import type { ResumeType } from "./detect-type";

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
  });
  try {
    const { total } = await parser.getInfo();
    if (total > MAX_PDF_PAGES) {
      throw new ParseFailure(
        "too-large",
        `This PDF has ${total.toLocaleString("en-US")} pages; a résumé upload can have at most ${MAX_PDF_PAGES}. Upload just the résumé.`,
      );
    }
    return (await parser.getText({ pageJoiner: "" })).text;
  } finally {
    await parser.destroy();
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  checkActualDocx(bytes, checkDeclaredDocx(bytes));
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

async function docText(bytes: Buffer): Promise<string> {
  return (await new WordExtractor().extract(bytes)).getBody();
}

const readers: Record<Exclude<ResumeType, "txt">, (bytes: Buffer) => Promise<string>> = {
  pdf: pdfText,
  docx: docxText,
  doc: docText,
};

/** The raw text of a PDF, DOCX or DOC; refuses text longer than a résumé can be. */
export async function readResumeDocument(input: {
  type: Exclude<ResumeType, "txt">;
  bytes: Uint8Array;
}): Promise<string> {
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.length);
  const text = await readers[input.type](bytes);
  // Markup and spacing shrink when cleaned; refuse only what cannot fit after that.
  if (text.length > MAX_RESUME_TEXT * 2) throw new ParseFailure("too-large", TEXT_TOO_LONG);
  return text;
}
