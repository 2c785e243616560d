import { realJobTitle } from "../jobs/placeholder-titles";
import type { ExportDocument, ExportFormat } from "./types";

const DOCUMENT_WORDS: Record<ExportDocument, string> = {
  resume: "Resume",
  "cover-letter": "Cover-Letter",
};
const MAX_PART_LENGTH = 60;

/** Words of any script joined by "-": "Maya Thompson" -> "Maya-Thompson". */
function unicodePart(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_PART_LENGTH)
    .replace(/(?<!-)-+$/, "");
}

/** The same in plain ASCII: "José Núñez" -> "Jose-Nunez"; letters with no ASCII form drop out. */
function asciiPart(text: string): string {
  return unicodePart(
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/[^\x20-\x7e]/g, " "),
  );
}

export type ExportFileName = { ascii: string; unicode: string };

/**
 * "Maya-Thompson-Resume-Northwind-Senior-Customer-Success-Manager.docx": the person, the
 * document, the company and the job title, leaving out what is unknown or a placeholder.
 */
export function exportFileName({
  personName,
  document,
  company,
  jobTitle,
  format,
}: {
  personName: string;
  document: ExportDocument;
  company: string;
  jobTitle: string;
  format: ExportFormat;
}): ExportFileName {
  const parts = [personName, DOCUMENT_WORDS[document], company, realJobTitle(jobTitle)];
  const name = (part: (text: string) => string) =>
    `${parts.map(part).filter(Boolean).join("-")}.${format}`;
  return { ascii: name(asciiPart), unicode: name(unicodePart) };
}

/** An attachment header every browser reads: an ASCII name, and the exact one per RFC 5987. */
export function attachmentHeader({ ascii, unicode }: ExportFileName): string {
  const header = `attachment; filename="${ascii}"`;
  return unicode === ascii ? header : `${header}; filename*=UTF-8''${encodeURIComponent(unicode)}`;
}
