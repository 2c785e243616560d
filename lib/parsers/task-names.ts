export type ParseTaskName =
  "document-text" | "context-passages" | "read-page" | "rich-text" | "rich-text-batch";
