import "server-only";
import { ApiError } from "../api/errors";
import { readAiSettings } from "../ai/settings";
import { checkContextContent, readContextPassages } from "./context-text";
import {
  describeContext,
  findContext,
  forgetContext,
  mountLocalContext,
  mountOpenAiContext,
} from "./context-store";
import { createVectorStoreFile, deleteVectorStoreFile, OpenAiFilesError } from "./openai-files";

const NOT_FOUND = "Context file not found. Upload it again.";

const usesOpenAi = () => readAiSettings().provider === "openai";

function providerFailure(error: unknown, doing: string): unknown {
  if (!(error instanceof OpenAiFilesError)) return error;
  console.error(`Context file: ${doing} failed: ${error.message}`);
  return new ApiError(
    502,
    `OpenAI's file search could not ${doing} the file (${error.message}) Try again.`,
  );
}

/** Mounts an uploaded context file for the user, replacing the previous one when named. */
export async function uploadContextFile(input: {
  userId: string;
  file: File;
  previous: { vectorStoreId: string | null; fileId: string | null };
  signal?: AbortSignal;
}) {
  const bytes = Buffer.from(await input.file.arrayBuffer());
  const filename = input.file.name || "context.txt";
  let entry;
  if (usesOpenAi()) {
    checkContextContent(filename, bytes);
    try {
      const ids = await createVectorStoreFile(
        { name: filename, bytes, type: input.file.type },
        input.signal,
      );
      entry = mountOpenAiContext({ userId: input.userId, filename, bytes: bytes.length, ...ids });
    } catch (error) {
      throw providerFailure(error, "store");
    }
  } else {
    const passages = await readContextPassages(filename, bytes, {
      signal: input.signal,
      owner: input.userId,
    });
    if (passages.length === 0) throw new ApiError(422, "We could not find any text in this file.");
    entry = await mountLocalContext({
      userId: input.userId,
      filename,
      bytes: bytes.length,
      passages,
    });
  }
  // The previous file goes once the new one is in place; a failure to remove it is logged.
  if (input.previous.vectorStoreId) {
    await removeContextFile({ userId: input.userId, ...input.previous }).catch((error) =>
      console.warn(
        `Context file: the previous file was not removed (${(error as Error).message}).`,
      ),
    );
  }
  return describeContext(entry);
}

/** Removes the user's mounted file; another user's ids are a 404. */
export async function removeContextFile(input: {
  userId: string;
  vectorStoreId: string | null;
  fileId: string | null;
}) {
  if (!input.vectorStoreId) throw ApiError.badRequest("vectorStoreId is required.");
  const entry = findContext(input.userId, input.vectorStoreId);
  if (!entry || (input.fileId && input.fileId !== entry.fileId)) throw ApiError.notFound(NOT_FOUND);
  if (entry.provider === "openai") {
    try {
      await deleteVectorStoreFile({ vectorStoreId: entry.vectorStoreId, fileId: entry.fileId });
    } catch (error) {
      throw providerFailure(error, "remove");
    }
  }
  forgetContext(input.userId, entry.vectorStoreId);
}

/** The user's mounted context for an answer; another user's id is a 404. */
export function contextForAnswer(userId: string, vectorStoreId: string | null) {
  if (!vectorStoreId) return null;
  const entry = findContext(userId, vectorStoreId);
  if (!entry) throw ApiError.notFound(NOT_FOUND);
  return entry;
}
