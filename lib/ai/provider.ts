import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { readAiSettings, type AiSettings } from "./settings";

let override: { model: LanguageModel | null } | null = null;
let cached: { key: string; model: LanguageModel | null } | null = null;

function createModel(settings: AiSettings): LanguageModel | null {
  switch (settings.provider) {
    case "local":
      return null;
    case "openai":
      return createOpenAI({ apiKey: settings.apiKey }).chat(settings.model);
    case "compatible":
      // Compatible servers speak chat completions, not OpenAI's newer Responses API.
      // Most local servers need no key, but the SDK insists on one being present.
      return createOpenAI({
        name: "openai-compatible",
        baseURL: settings.baseURL,
        apiKey: settings.apiKey ?? "not-needed",
      }).chat(settings.model);
  }
}

/** The configured language model, or null: the offline local engine does the work. */
export function languageModel(): LanguageModel | null {
  if (override) return override.model;
  const settings = readAiSettings();
  const key = JSON.stringify(settings);
  if (cached?.key !== key) cached = { key, model: createModel(settings) };
  return cached.model;
}

/** Tests put a mock model (or null for the local engine) in place; undefined removes it. */
export function setLanguageModelOverride(model: LanguageModel | null | undefined) {
  override = model === undefined ? null : { model };
}
