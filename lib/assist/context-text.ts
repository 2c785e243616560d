import "server-only";
import { ApiError } from "../api/errors";
import { htmlToText } from "../extract/html-to-text";
import { typeFromContent } from "../files/detect-type";
import { checkDeclaredDocx } from "../files/docx-bounds";
import { cleanText } from "../files/extract-resume-text";
import { runParseTask } from "../parsers/pool";
import { toApiError } from "../parsers/to-api-error";

// The context file of Interview Assist (spec 3 §5): 12 MB, these extensions, the type
// checked by content. Text comes from the résumé parsers (PDF, DOC, DOCX in the worker
// pool) or is read as UTF-8 text (with HTML and RTF reduced to their words).
import { CONTEXT_EXTENSIONS, type ContextExtension } from "./context-limits";

export { CONTEXT_TOO_LARGE, MAX_CONTEXT_BYTES } from "./context-limits";

const UNSUPPORTED = `This file type is not supported. Upload one of: ${CONTEXT_EXTENSIONS.map((e) => `.${e}`).join(" ")}.`;
// What the bytes must be for each named type: documents by their signature, the rest text.
const CONTENT: Record<ContextExtension, ReturnType<typeof typeFromContent>> = {
  pdf: "pdf",
  doc: "doc",
  ppt: "doc",
  docx: "docx",
  pptx: "docx",
  txt: "txt",
  md: "txt",
  html: "txt",
  json: "txt",
  csv: "txt",
  yaml: "txt",
  yml: "txt",
  rtf: "txt",
};

export function contextExtension(filename: string): ContextExtension {
  const extension = filename.toLowerCase().split(".").pop() ?? "";
  if (!(CONTEXT_EXTENSIONS as readonly string[]).includes(extension) || !filename.includes("."))
    throw ApiError.unsupportedType(UNSUPPORTED);
  return extension as ContextExtension;
}

/** Refuses (415) a file whose content is not what its name says. */
export function checkContextContent(filename: string, bytes: Uint8Array): ContextExtension {
  const extension = contextExtension(filename);
  if (bytes.length === 0) throw ApiError.badRequest("The file is empty.");
  if (typeFromContent(bytes) !== CONTENT[extension]) {
    throw ApiError.unsupportedType(
      `This file is named .${extension} but its content is not a .${extension} file. Save it again in that format and retry.`,
    );
  }
  if (extension === "rtf" && !new TextDecoder().decode(bytes.subarray(0, 5)).startsWith("{\\rtf"))
    throw ApiError.unsupportedType("This file is named .rtf but its content is not RTF.");
  return extension;
}

// Control words, groups' braces and escapes go; the words stay. Linear: no nesting.
function rtfText(rtf: string): string {
  return rtf
    .replace(/\\par[d]?\b/g, "\n")
    .replace(/\\'[0-9a-f]{2}/gi, " ")
    .replace(/\\[a-z]{1,32}-?\d{0,10} ?/gi, "")
    .replace(/[{}\\]/g, "");
}

// PDF, DOC and DOCX are read in the parser pool, with the résumé reader's bounds (50 pages).
async function documentText(type: "pdf" | "doc" | "docx", bytes: Buffer, signal?: AbortSignal) {
  if (type === "docx") checkDeclaredDocx(bytes);
  const copy = new Uint8Array(bytes);
  try {
    return await runParseTask<string>(
      "resume-text",
      { type, bytes: copy },
      { signal, transfer: [copy.buffer] },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw toApiError(error, {
      unreadable: `We could not read this .${type} file; it may be damaged or password-protected. Try another format.`,
      noun: "file",
      tooLargeStatus: 413,
    });
  }
}

/** The file's text for the in-memory index (no OpenAI). */
export async function readContextText(
  filename: string,
  bytes: Buffer,
  signal?: AbortSignal,
): Promise<string> {
  const extension = checkContextContent(filename, bytes);
  if (extension === "ppt" || extension === "pptx") {
    throw ApiError.unsupportedType(
      "Slides can be searched only through OpenAI's file search (set OPENAI_API_KEY). Save them as PDF and upload that instead.",
    );
  }
  if (extension === "pdf" || extension === "doc" || extension === "docx")
    return cleanText(await documentText(extension, bytes, signal));
  const raw = new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
  if (extension === "html") return cleanText(await htmlToText(raw));
  if (extension === "rtf") return cleanText(rtfText(raw));
  return cleanText(raw);
}
