import { z } from "zod";
import { ApiError } from "../api/errors";
import { assertStorableText } from "../api/text-safety";
import { MAX_SNIPPET_BYTES } from "./capture-buffer";

export const NO_INPUT = "No interviewer input provided.";
export const SNIPPET_TOO_LARGE = "Snippet too large";
export const EMPTY_AUDIO = "Captured audio was empty.";
export const MAX_HISTORY = 5;
export const MAX_QUESTION_CHARS = 4_000;

const historySchema = z
  .array(
    z.object({
      interviewer: z.string().max(MAX_QUESTION_CHARS),
      assistant: z.string().max(MAX_QUESTION_CHARS * 2),
    }),
  )
  .max(MAX_HISTORY);
const HISTORY_MESSAGE = `history must be a JSON list of at most ${MAX_HISTORY} {"interviewer", "assistant"} pairs of text.`;

export type AssistHistory = z.infer<typeof historySchema>;
export type AssistRequest = {
  text: string;
  audio: File | null;
  source: "text" | "audio";
  jobId: string | null;
  history: AssistHistory;
  contextVectorStoreId: string | null;
};

function field(form: FormData, name: string): string {
  const value = form.get(name);
  if (value !== null && typeof value !== "string")
    throw ApiError.badRequest(`${name} must be text, not a file.`);
  return value ?? "";
}

function parseHistory(raw: string): AssistHistory {
  if (!raw.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw ApiError.badRequest(HISTORY_MESSAGE);
  }
  const result = historySchema.safeParse(parsed);
  if (!result.success) throw ApiError.badRequest(HISTORY_MESSAGE);
  return result.data;
}

/** The multipart fields of POST /api/interview-assist (spec 3 §7.2), checked. */
export function parseAssistForm(form: FormData): AssistRequest {
  const audio = form.get("audio") ?? form.get("audioBlob");
  if (audio !== null && !(audio instanceof File))
    throw ApiError.badRequest("audio must be a file (the captured audio blob).");
  if (audio && audio.size > MAX_SNIPPET_BYTES) throw ApiError.tooLarge(SNIPPET_TOO_LARGE);
  const text = (field(form, "text") || field(form, "initialTranscript")).trim();
  if (text.length > MAX_QUESTION_CHARS)
    throw ApiError.badRequest(
      `The question is too long: keep it under ${MAX_QUESTION_CHARS.toLocaleString("en-US")} characters.`,
    );
  const history = parseHistory(field(form, "history"));
  const jobId = field(form, "jobId").trim() || null;
  const contextVectorStoreId = field(form, "contextVectorStoreId").trim() || null;
  assertStorableText({ text, history, jobId, contextVectorStoreId });
  if (!audio && !text) throw ApiError.badRequest(NO_INPUT);
  if (audio && audio.size === 0 && !text) throw ApiError.badRequest(EMPTY_AUDIO);
  const source = field(form, "source") === "audio" || (audio && !text) ? "audio" : "text";
  return {
    text,
    audio: audio && !text ? audio : null,
    source,
    jobId,
    history,
    contextVectorStoreId,
  };
}
