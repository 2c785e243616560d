import "server-only";
import { ApiError } from "../api/errors";
import { typeFromContent } from "../files/detect-type";
import { checkDeclaredDocx } from "../files/docx-bounds";
import type { UploadFormat } from "../files/read-upload-text";
import { runParseTask } from "../parsers/pool";
import { toApiError } from "../parsers/to-api-error";
import { CONTEXT_EXTENSIONS, type ContextExtension } from "./context-limits";

// The context file of Interview Assist (spec 3 §5): 12 MB, these extensions, the type
// checked by content. Everything is read in the parser pool, as every uploaded document
// is: PDF, DOC and DOCX by the résumé parsers, HTML by the bounded page reader, RTF and
// the text formats as UTF-8, then cleaned and cut into passages there.

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

const FORMATS: Record<Exclude<ContextExtension, "ppt" | "pptx">, UploadFormat> = {
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
  html: "html",
  rtf: "rtf",
  txt: "text",
  md: "text",
  json: "text",
  csv: "text",
  yaml: "text",
  yml: "text",
};

/** The file's passages for the in-memory index (no OpenAI), read in the parser pool. */
export async function readContextPassages(
  filename: string,
  bytes: Buffer,
  options: { signal?: AbortSignal; owner?: string } = {},
): Promise<string[]> {
  const extension = checkContextContent(filename, bytes);
  if (extension === "ppt" || extension === "pptx") {
    throw ApiError.unsupportedType(
      "Slides can be searched only through OpenAI's file search (set OPENAI_API_KEY). Save them as PDF and upload that instead.",
    );
  }
  if (extension === "docx") checkDeclaredDocx(bytes);
  const copy = new Uint8Array(bytes);
  try {
    return await runParseTask<string[]>(
      "context-passages",
      { format: FORMATS[extension], bytes: copy },
      { ...options, transfer: [copy.buffer] },
    );
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw toApiError(error, {
      unreadable: `We could not read this .${extension} file; it may be damaged${FORMATS[extension] === "text" || extension === "html" ? "" : " or password-protected"}. Try another format.`,
      noun: "file",
      tooLargeStatus: 413,
    });
  }
}
