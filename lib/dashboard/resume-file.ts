import { MAX_RESUME_BYTES, RESUME_TYPES, TOO_LARGE, typeFromFileName } from "../files/detect-type";

export const RESUME_TOO_LARGE = TOO_LARGE;
export const RESUME_TYPE_NOT_SUPPORTED = "File type not supported";
export const RESUME_ACCEPT = RESUME_TYPES.map((extension) => `.${extension}`).join(",");

const RESUME_MIME_TYPES = new Set([
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "text/plain",
]);

export type ResumeFileCheck = "ok" | "too-large" | "unsupported";

/** The browser-side check before uploading; the server checks the content again. */
export function checkResumeFile(file: {
  name: string;
  size: number;
  type: string;
}): ResumeFileCheck {
  if (file.size > MAX_RESUME_BYTES) return "too-large";
  const hasExtension = file.name.includes(".");
  // A file without an extension is judged by the type the system reports.
  return typeFromFileName(file.name) || (!hasExtension && RESUME_MIME_TYPES.has(file.type))
    ? "ok"
    : "unsupported";
}
