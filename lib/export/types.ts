/** The two documents a job's workbench writes, and the formats they download in. */
export const EXPORT_DOCUMENTS = ["resume", "cover-letter"] as const;
export type ExportDocument = (typeof EXPORT_DOCUMENTS)[number];
export const EXPORT_FORMATS = ["docx", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What a writer puts in the file's properties besides the text. */
export type DocumentMeta = { kind: ExportDocument; title: string; author: string };
