import {
  boolean,
  defined,
  isEmpty,
  isObject,
  number,
  own,
  text,
  type JsonObject,
  type RealtimeEvent,
} from "./event-shapes";
import type { RealtimeIntent } from "./settings";

/**
 * The browser speaks the retired beta event names and shapes (spec 3 §7.1); OpenAI now
 * speaks only GA (reference §1.4, §1.5). These functions turn one client event into the
 * GA event to send upstream, or null when it must not reach the upstream at all.
 * Instructions, tools and temperature from the client are always dropped: the server
 * writes the interviewer's instructions itself.
 */

const VOICES = new Set([
  "alloy",
  "ash",
  "ballad",
  "coral",
  "echo",
  "sage",
  "shimmer",
  "verse",
  "marin",
  "cedar",
]);
const TRANSCRIPTION_MODELS = new Set([
  "whisper-1",
  "gpt-4o-transcribe",
  "gpt-4o-mini-transcribe",
  "gpt-4o-mini-transcribe-2025-12-15",
  "gpt-4o-transcribe-diarize",
  "gpt-transcribe",
  "gpt-live-transcribe",
  "gpt-realtime-whisper",
]);

/** Beta audio format names to GA format objects. */
export const AUDIO_FORMATS: Record<string, JsonObject> = {
  pcm16: { type: "audio/pcm", rate: 24000 },
  g711_ulaw: { type: "audio/pcmu" },
  g711_alaw: { type: "audio/pcma" },
};

/** Client events forwarded with their own name and only these fields. */
const PASS_THROUGH: Record<string, string[]> = {
  "input_audio_buffer.commit": [],
  "input_audio_buffer.clear": [],
  "response.cancel": ["response_id"],
  "conversation.item.truncate": ["item_id", "content_index", "audio_end_ms"],
  "conversation.item.delete": ["item_id"],
  "conversation.item.retrieve": ["item_id"],
};

// Events a transcription-only session may send (reference §2).
const TRANSCRIPTION_EVENTS = new Set([
  "session.update",
  "transcription_session.update",
  "input_audio_buffer.append",
  "input_audio_buffer.commit",
  "input_audio_buffer.clear",
]);

// A base64 audio chunk of 100 ms is about 6.4 kB; the relay caps whole messages at 1 MB.
const MAX_AUDIO_CHARS = 1024 * 1024;

function outputModalities(modalities: unknown): string[] | undefined {
  if (!Array.isArray(modalities)) return undefined;
  // GA allows audio (which carries its transcript) or text, never both.
  if (modalities.includes("audio")) return ["audio"];
  if (modalities.includes("text")) return ["text"];
  return undefined;
}

function transcription(value: unknown): JsonObject | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  const model = text(value.model, 64);
  if (!model || !TRANSCRIPTION_MODELS.has(model)) return undefined;
  return defined({ model, language: text(value.language, 8), prompt: text(value.prompt, 1000) });
}

function turnDetection(value: unknown): JsonObject | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  if (value.type === "server_vad")
    return defined({
      type: "server_vad",
      threshold: number(value.threshold, 0, 1),
      prefix_padding_ms: number(value.prefix_padding_ms, 0, 10_000),
      silence_duration_ms: number(value.silence_duration_ms, 0, 10_000),
      create_response: boolean(value.create_response),
      interrupt_response: boolean(value.interrupt_response),
    });
  if (value.type === "semantic_vad")
    return defined({
      type: "semantic_vad",
      eagerness: text(value.eagerness, 8),
      create_response: boolean(value.create_response),
      interrupt_response: boolean(value.interrupt_response),
    });
  return undefined;
}

function noiseReduction(value: unknown): JsonObject | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  return value.type === "near_field" || value.type === "far_field"
    ? { type: value.type }
    : undefined;
}

function maxOutputTokens(value: unknown): number | "inf" | undefined {
  if (value === "inf") return "inf";
  const tokens = number(value, 1, Number.MAX_SAFE_INTEGER);
  return tokens === undefined ? undefined : Math.min(Math.floor(tokens), 4096);
}

const format = (value: unknown) => own(AUDIO_FORMATS, value);

function audioInput(session: JsonObject): JsonObject {
  return defined({
    format: format(session.input_audio_format),
    transcription: transcription(session.input_audio_transcription),
    noise_reduction: noiseReduction(session.input_audio_noise_reduction),
    turn_detection: turnDetection(session.turn_detection),
  });
}

function audioOutput(fields: JsonObject): JsonObject {
  const voice = text(fields.voice, 16);
  return defined({
    format: format(fields.output_audio_format),
    voice: voice && VOICES.has(voice) ? voice : undefined,
    speed: number(fields.speed, 0.25, 1.5),
  });
}

function audio(input: JsonObject | undefined, output: JsonObject | undefined) {
  const shaped = defined({
    input: input && !isEmpty(input) ? input : undefined,
    output: output && !isEmpty(output) ? output : undefined,
  });
  return isEmpty(shaped) ? undefined : shaped;
}

/** A beta session (session.update or transcription_session.update) as a GA session. */
export function toGaSession(session: unknown, intent: RealtimeIntent): JsonObject {
  const beta = isObject(session) ? session : {};
  if (intent === "transcription")
    return defined({ type: "transcription", audio: audio(audioInput(beta), undefined) });
  return defined({
    type: "realtime",
    output_modalities: outputModalities(beta.modalities),
    max_output_tokens: maxOutputTokens(beta.max_response_output_tokens),
    audio: audio(audioInput(beta), audioOutput(beta)),
  });
}

function toGaResponse(response: unknown): JsonObject {
  const beta = isObject(response) ? response : {};
  return defined({
    output_modalities: outputModalities(beta.modalities),
    max_output_tokens: maxOutputTokens(beta.max_response_output_tokens),
    audio: audio(undefined, audioOutput(beta)),
  });
}

const eventId = (event: RealtimeEvent) => defined({ event_id: text(event.event_id, 64) });

export function toUpstream(event: RealtimeEvent, intent: RealtimeIntent): JsonObject | null {
  if (intent === "transcription" && !TRANSCRIPTION_EVENTS.has(event.type)) return null;
  switch (event.type) {
    case "session.update":
    case "transcription_session.update":
      if (event.type === "transcription_session.update" && intent !== "transcription") return null;
      return {
        type: "session.update",
        ...eventId(event),
        session: toGaSession(event.session, intent),
      };
    case "input_audio_buffer.append": {
      const chunk = text(event.audio, MAX_AUDIO_CHARS);
      return chunk === undefined ? null : { type: event.type, ...eventId(event), audio: chunk };
    }
    case "response.create":
      return { type: event.type, ...eventId(event), response: toGaResponse(event.response) };
  }
  const fields = own(PASS_THROUGH, event.type);
  if (!fields) return null;
  const kept: JsonObject = { type: event.type, ...eventId(event) };
  for (const field of fields) if (event[field] !== undefined) kept[field] = event[field];
  return kept;
}
