// The tasks a parser worker runs (see worker-entry.cjs). Imported only inside workers, so
// the main process never loads pdf-parse, mammoth, word-extractor, jsdom or Readability.
import { renderRichTextBatch } from "../discover/sources/clean-batch";
import { renderRichText } from "../extract/html-to-text";
import { readHtmlPage } from "../extract/read-html-page";
import { readContextPassages } from "../assist/context-passages";
import { readUploadText } from "../files/read-upload-text";
import type { ParseTaskName } from "./task-names";

const tasks: Record<ParseTaskName, (input: never) => Promise<unknown>> = {
  "document-text": readUploadText,
  "context-passages": readContextPassages,
  "read-page": readHtmlPage,
  "rich-text": renderRichText,
  "rich-text-batch": renderRichTextBatch,
};

export function runTask(task: ParseTaskName, input: unknown): Promise<unknown> {
  const run = tasks[task];
  if (!run) throw new Error(`Unknown parser task ${task}`);
  return run(input as never);
}
