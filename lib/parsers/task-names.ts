export type ParseTaskName = "resume-text" | "read-page" | "rich-text" | "rich-text-batch";
