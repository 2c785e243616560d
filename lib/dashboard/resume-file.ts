/** Spec 1 §9: résumé uploads are at most 10 MB. */
export const RESUME_MAX_BYTES = 10_485_760;
export const RESUME_TOO_LARGE = "File size must be less than 10MB";
export const RESUME_TYPE_NOT_SUPPORTED = "File type not supported";
export const RESUME_EXTENSIONS = ["pdf", "doc", "docx", "txt"] as const;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((extension) => `.${extension}`).join(",");

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
  if (file.size > RESUME_MAX_BYTES) return "too-large";
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  const isKnownExtension = (RESUME_EXTENSIONS as readonly string[]).includes(extension);
  // Some systems report no type at all; the extension decides then.
  return isKnownExtension || (!extension && RESUME_MIME_TYPES.has(file.type))
    ? "ok"
    : "unsupported";
}
