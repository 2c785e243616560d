import crypto from "node:crypto";
import MiniSearch from "minisearch";
import { contentWords, overlap } from "../ai/local/question-words";
import { splitSentences } from "../ai/local/text";
import type { AssistPassage } from "../ai/local";

/*
 * Mounted context files, in this process's memory only: never written to the database or
 * disk (the screen promises so), forgotten after 12 hours or a restart. Without OpenAI
 * the file's passages are indexed here (MiniSearch, BM25-style ranking); with OpenAI only
 * the ids of the user's vector store are kept, to check that a request names its own.
 */

export const CONTEXT_TTL_MS = 12 * 60 * 60 * 1000;
// One mounted file per person is what the screen offers; a few more cover other tabs.
const MAX_FILES_PER_USER = 3;
const MAX_FILES = 2_000;

export type MountedContext = {
  userId: string;
  vectorStoreId: string;
  fileId: string;
  filename: string;
  bytes: number;
  createdAt: string;
  provider: "local" | "openai";
  expiresAt: number;
  search: ((query: string) => AssistPassage[]) | null;
};

const mounted = new Map<string, MountedContext>();

function sweep(now = Date.now()) {
  for (const [id, entry] of mounted) if (entry.expiresAt <= now) mounted.delete(id);
}

const localId = (prefix: string) => `${prefix}_local_${crypto.randomBytes(12).toString("hex")}`;

/** The sentences of a passage that share the question's words, in their order (at most 2). */
function quotedPart(chunk: string, words: Set<string>): string {
  const scored = splitSentences(chunk).map((sentence, index) => ({
    sentence,
    index,
    hits: overlap(contentWords(sentence), words),
  }));
  const best = scored
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .slice(0, 2)
    .sort((a, b) => a.index - b.index);
  return best.length > 0 ? best.map((s) => s.sentence).join(" ") : chunk;
}

// Indexing 4,000 passages takes about a second: done in small batches that let other
// requests run between them (MiniSearch yields between batches).
async function localSearch(filename: string, chunks: string[]) {
  const index = new MiniSearch<{ id: number; text: string }>({ fields: ["text"] });
  await index.addAllAsync(
    chunks.map((chunk, id) => ({ id, text: chunk })),
    { chunkSize: 50 },
  );
  return (query: string): AssistPassage[] => {
    const words = contentWords(query);
    const terms = [...words];
    if (terms.length === 0) return [];
    // A passage must share two of the question's words (or its only one) to be quoted.
    const needed = Math.min(2, terms.length);
    return index
      .search(terms.join(" "), { prefix: (term) => term.length > 4, combineWith: "OR" })
      .filter((hit) => hit.terms.length >= needed)
      .slice(0, 2)
      .map((hit) => ({ text: quotedPart(chunks[hit.id as number], words), source: filename }));
  };
}

function remember(entry: MountedContext): MountedContext {
  sweep();
  const own = [...mounted.values()].filter((e) => e.userId === entry.userId);
  for (const old of own.slice(0, Math.max(0, own.length - MAX_FILES_PER_USER + 1)))
    mounted.delete(old.vectorStoreId);
  if (mounted.size >= MAX_FILES) mounted.delete(mounted.keys().next().value!);
  mounted.set(entry.vectorStoreId, entry);
  return entry;
}

export async function mountLocalContext(input: {
  userId: string;
  filename: string;
  bytes: number;
  passages: string[];
}): Promise<MountedContext> {
  const search = await localSearch(input.filename, input.passages);
  return remember({
    userId: input.userId,
    vectorStoreId: localId("vs"),
    fileId: localId("file"),
    filename: input.filename,
    bytes: input.bytes,
    createdAt: new Date().toISOString(),
    provider: "local",
    expiresAt: Date.now() + CONTEXT_TTL_MS,
    search,
  });
}

export function mountOpenAiContext(input: {
  userId: string;
  vectorStoreId: string;
  fileId: string;
  filename: string;
  bytes: number;
  createdAt: string;
}): MountedContext {
  return remember({
    ...input,
    provider: "openai",
    expiresAt: Date.now() + CONTEXT_TTL_MS,
    search: null,
  });
}

/** The user's own mounted context by its vector store id, or null (someone else's is null too). */
export function findContext(userId: string, vectorStoreId: string): MountedContext | null {
  sweep();
  const entry = mounted.get(vectorStoreId);
  return entry && entry.userId === userId ? entry : null;
}

export function forgetContext(userId: string, vectorStoreId: string): MountedContext | null {
  const entry = findContext(userId, vectorStoreId);
  if (entry) mounted.delete(vectorStoreId);
  return entry;
}

/** Public shape of a mounted file (spec 3 §3 "Uploaded context file"). */
export const describeContext = (entry: MountedContext) => ({
  vectorStoreId: entry.vectorStoreId,
  fileId: entry.fileId,
  filename: entry.filename,
  bytes: entry.bytes,
  createdAt: entry.createdAt,
});
