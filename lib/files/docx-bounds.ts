import { inflateRawSync } from "node:zlib";
import { ParseFailure } from "../parsers/failure";
import { readZipDirectory, ZipDirectoryError, type ZipEntry } from "./zip-directory";

// A résumé's .docx has 10 to 40 parts and unpacks to well under 5 MB; photos and fonts
// barely compress, so a 10 MB upload of media stays under 40 MB unpacked. The XML that
// mammoth builds a tree from is where size costs memory, so it gets its own bound.
export const MAX_DOCX_ENTRIES = 1_000;
export const MAX_DOCX_UNPACKED_BYTES = 40 * 1024 * 1024;
export const MAX_DOCX_XML_PART_BYTES = 10 * 1024 * 1024;

export const DOCX_TOO_LARGE =
  "This DOCX file unpacks to far more than a résumé needs (over 40 MB, over 10 MB of text markup or over 1,000 parts). Save it again as a new document, or upload it as a PDF.";
export const DOCX_UNREADABLE =
  "We could not read this DOCX file; it may be damaged or password-protected. Try another format or paste the text.";

const isMarkup = (name: string) => /\.(xml|rels)$/i.test(name);

function directory(bytes: Buffer): ZipEntry[] {
  try {
    return readZipDirectory(bytes);
  } catch (error) {
    if (error instanceof ZipDirectoryError) throw new ParseFailure("unreadable", DOCX_UNREADABLE);
    throw error;
  }
}

/** Refuses a .docx on what its zip directory declares, before anything is inflated. */
export function checkDeclaredDocx(bytes: Buffer): ZipEntry[] {
  const entries = directory(bytes);
  if (entries.length > MAX_DOCX_ENTRIES) throw new ParseFailure("too-large", DOCX_TOO_LARGE);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const overPart = isMarkup(entry.name) && entry.uncompressedSize > MAX_DOCX_XML_PART_BYTES;
    if (overPart || total > MAX_DOCX_UNPACKED_BYTES) {
      throw new ParseFailure("too-large", DOCX_TOO_LARGE);
    }
  }
  return entries;
}

/**
 * Declared sizes can lie: inflates each markup part with its declared size as a hard
 * output bound, so a part that unpacks to more than it says is refused mid-stream.
 */
export function checkActualDocx(bytes: Buffer, entries: ZipEntry[]) {
  for (const entry of entries) {
    if (!isMarkup(entry.name) || entry.method !== 8) continue;
    const header = entry.localHeaderOffset;
    if (bytes.readUInt32LE(header) !== 0x04034b50) {
      throw new ParseFailure("unreadable", DOCX_UNREADABLE);
    }
    const dataStart =
      header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
    const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    try {
      inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ERR_BUFFER_TOO_LARGE") throw new ParseFailure("too-large", DOCX_TOO_LARGE);
      throw new ParseFailure("unreadable", DOCX_UNREADABLE);
    }
  }
}
