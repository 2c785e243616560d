// Spec 3 §5: shared by the browser's check before upload and the server's.
export const MAX_CONTEXT_BYTES = 12 * 1024 * 1024;
export const CONTEXT_TOO_LARGE = "Please upload a file that is 12MB or smaller.";
export const CONTEXT_EXTENSIONS = [
  "pdf",
  "txt",
  "md",
  "doc",
  "docx",
  "ppt",
  "pptx",
  "rtf",
  "html",
  "json",
  "csv",
  "yaml",
  "yml",
] as const;
export type ContextExtension = (typeof CONTEXT_EXTENSIONS)[number];
