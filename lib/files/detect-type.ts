export const RESUME_TYPES = ["pdf", "doc", "docx", "txt"] as const;
export type ResumeType = (typeof RESUME_TYPES)[number];

// Spec 1 §5 and §9; shared by the browser's check before upload and the server's.
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE = "File size must be less than 10MB";

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

// Plain byte search, not Buffer: this module also runs in the browser (the résumé checks
// before upload), where Buffer would pull a 7 KB polyfill into the dashboard's bundle.
const contains = (bytes: Uint8Array, signature: number[]) =>
  bytes.some((_, at) => startsWith(bytes, signature, at));

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK.. (docx is a zip package)
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 compound file

export function typeFromFileName(fileName: string): ResumeType | null {
  const extension = fileName.toLowerCase().split(".").pop() ?? "";
  return (RESUME_TYPES as readonly string[]).includes(extension) ? (extension as ResumeType) : null;
}

/** What the bytes say the file is, judged by content and not by its name. */
export function typeFromContent(bytes: Uint8Array): ResumeType | null {
  // Some PDF writers put a few bytes of junk before the header; the format allows 1 KB.
  const head = bytes.subarray(0, 1024);
  if (contains(head, PDF)) return "pdf";
  if (startsWith(bytes, ZIP)) return "docx";
  if (startsWith(bytes, OLE)) return "doc";
  return looksLikeText(bytes) ? "txt" : null;
}

function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(
      sample.length < bytes.length ? trimPartial(sample) : sample,
    );
    return true;
  } catch {
    return false;
  }
}

// A sample cut mid-way may end inside a multi-byte character; drop that tail.
function trimPartial(sample: Uint8Array): Uint8Array {
  let end = sample.length;
  while (end > 0 && end > sample.length - 4 && (sample[end - 1] & 0xc0) === 0x80) end--;
  if (end > 0 && sample[end - 1] >= 0xc0) end--;
  return sample.subarray(0, end);
}
