// Runs inside a parser worker (lib/parsers/tasks.ts): every uploaded document's text, on
// every route, is read here and nowhere else, with the same bounds.
import { checkHtmlSize } from "../extract/html-limits";
import { htmlToText } from "../extract/html-to-text";
import { ParseFailure } from "../parsers/failure";
import { cleanText } from "./clean-text";
import { readResumeDocument } from "./read-document";

export type UploadFormat = "pdf" | "doc" | "docx" | "text" | "rtf" | "html";

export const HTML_FILE_TOO_COMPLEX =
  "This HTML file is too large or too complex to read safely (over 3 MB of markup, 50,000 elements or 500 levels of nesting). Save it as PDF or plain text and upload that.";

// Control words, groups' braces and escapes go; the words stay. Linear: no nesting.
function rtfText(rtf: string): string {
  return rtf
    .replace(/\\par[d]?\b/g, "\n")
    .replace(/\\'[0-9a-f]{2}/gi, " ")
    .replace(/\\[a-z]{1,32}-?\d{0,10} ?/gi, "")
    .replace(/[{}\\]/g, "");
}

function htmlFileText(html: string): Promise<string> {
  try {
    checkHtmlSize(html);
  } catch (error) {
    if (error instanceof ParseFailure) throw new ParseFailure(error.kind, HTML_FILE_TOO_COMPLEX);
    throw error;
  }
  return htmlToText(html);
}

async function rawText(format: UploadFormat, bytes: Uint8Array): Promise<string> {
  if (format === "pdf" || format === "doc" || format === "docx")
    return readResumeDocument({ type: format, bytes });
  const decoded = new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
  if (format === "html") return htmlFileText(decoded);
  if (format === "rtf") return rtfText(decoded);
  return decoded;
}

/**
 * The cleaned text of an uploaded file. With `maxChars`, cleaning stops a little past it:
 * the caller refuses a longer text or keeps its first part.
 */
export async function readUploadText(input: {
  format: UploadFormat;
  bytes: Uint8Array;
  maxChars?: number;
}): Promise<string> {
  return cleanText(await rawText(input.format, input.bytes), input.maxChars);
}
