// Runs inside a parser worker: a context file's passages, read and cut there so that no
// part of a 12 MB upload is parsed, cleaned or split on the server's main thread.
import { readUploadText, type UploadFormat } from "../files/read-upload-text";
import { chunkText, MAX_PASSAGE_TEXT } from "./chunk-text";

export async function readContextPassages(input: {
  format: UploadFormat;
  bytes: Uint8Array;
}): Promise<string[]> {
  return chunkText(await readUploadText({ ...input, maxChars: MAX_PASSAGE_TEXT }));
}
