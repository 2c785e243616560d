// The tasks a parser worker runs (see worker-entry.cjs). Imported only inside workers, so
// the main process never loads pdf-parse, mammoth, word-extractor, jsdom or Readability.
import { renderRichTextBatch } from "../discover/sources/clean-batch";
import { renderRichText } from "../extract/html-to-text";
import { readHtmlPage } from "../extract/read-html-page";
import { readResumeDocument } from "../files/read-document";
import type { ParseTaskName } from "./task-names";

const tasks: Record<ParseTaskName, (input: never) => Promise<unknown>> = {
  "resume-text": readResumeDocument,
  "read-page": readHtmlPage,
  "rich-text": renderRichText,
  "rich-text-batch": renderRichTextBatch,
};

export function runTask(task: ParseTaskName, input: unknown): Promise<unknown> {
  const run = tasks[task];
  if (!run) throw new Error(`Unknown parser task ${task}`);
  return run(input as never);
}
