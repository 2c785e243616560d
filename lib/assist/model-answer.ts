import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { streamText, type LanguageModel, type ToolSet } from "ai";
import { readAiSettings } from "../ai/settings";
import {
  FOLLOW_UP_MARKER,
  INTERVIEW_ASSIST_SYSTEM,
  KEY_POINTS_MARKER,
} from "../ai/prompts/interview-assist";
import { trimKeyPoints } from "./answer-format";
import { openAiFilesBase } from "./openai-files";

export const FALLBACK_MODEL_LABEL = "gpt-5-chat-latest";
const MAX_OUTPUT_TOKENS = 900;

export const modelLabel = (model: LanguageModel) =>
  (typeof model === "string" ? model : model.modelId) || FALLBACK_MODEL_LABEL;

/** With an OpenAI vector store: a Responses model and its file search tool. */
export function fileSearchModel(
  vectorStoreId: string,
): { model: LanguageModel; tools: ToolSet } | null {
  const settings = readAiSettings();
  if (settings.provider !== "openai") return null;
  const openai = createOpenAI({ apiKey: settings.apiKey, baseURL: openAiFilesBase() });
  return {
    model: openai.responses(settings.model),
    // The openai package's tool type comes from its own provider-utils copy: same shape.
    tools: {
      file_search: openai.tools.fileSearch({ vectorStoreIds: [vectorStoreId], maxNumResults: 5 }),
    } as unknown as ToolSet,
  };
}

/** Splits the model's text into the reply, its key points and the follow-up. */
export function parseModelText(text: string) {
  const keyAt = text.indexOf(KEY_POINTS_MARKER);
  const followAt = text.indexOf(FOLLOW_UP_MARKER);
  const ends = [keyAt, followAt].filter((i) => i >= 0);
  const answer = (ends.length ? text.slice(0, Math.min(...ends)) : text).trim();
  const points =
    keyAt >= 0
      ? text
          .slice(keyAt + KEY_POINTS_MARKER.length, followAt > keyAt ? followAt : undefined)
          .split("\n")
          .map((line) => line.replace(/^\s*[-*•]\s*/, ""))
      : [];
  const followUp =
    followAt >= 0
      ? text
          .slice(followAt + FOLLOW_UP_MARKER.length)
          .trim()
          .split("\n")[0] || null
      : null;
  return { answer, keyPoints: trimKeyPoints(points), followUp };
}

/**
 * The model's reply as it is written (only the part before the key points), then the
 * whole text. A provider error ends the iteration with that error.
 */
export async function* streamModelAnswer(options: {
  model: LanguageModel;
  tools?: ToolSet;
  prompt: string;
  abortSignal?: AbortSignal;
}): AsyncGenerator<{ delta: string } | { text: string }> {
  const result = streamText({
    model: options.model,
    system: INTERVIEW_ASSIST_SYSTEM,
    prompt: options.prompt,
    tools: options.tools,
    abortSignal: options.abortSignal,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    maxRetries: 1,
  });
  let text = "";
  let sent = 0;
  for await (const part of result.fullStream) {
    if (part.type === "error") throw part.error;
    if (part.type === "abort") throw new DOMException("The answer was stopped.", "AbortError");
    if (part.type !== "text-delta") continue;
    text += part.text;
    const marker = text.indexOf(KEY_POINTS_MARKER);
    // Hold back what could be the start of the marker until it is known not to be.
    const safeEnd = marker >= 0 ? marker : Math.max(sent, text.length - KEY_POINTS_MARKER.length);
    if (safeEnd > sent) {
      yield { delta: text.slice(sent, safeEnd) };
      sent = safeEnd;
    }
  }
  yield { text };
}
