import { defined, isObject, own, type JsonObject, type RealtimeEvent } from "./event-shapes";

/**
 * GA server events renamed back to the beta names the browser client knows (spec 3 §7.1,
 * reference §1.5). Events not named here are dropped.
 */
export const RENAMED_FOR_CLIENT: Record<string, string> = {
  "response.output_audio.delta": "response.audio.delta",
  "response.output_audio.done": "response.audio.done",
  "response.output_audio_transcript.delta": "response.audio_transcript.delta",
  "response.output_audio_transcript.done": "response.audio_transcript.done",
  "response.output_text.delta": "response.text.delta",
  "response.output_text.done": "response.text.done",
};

/** Server events relayed under their own name. */
export const PASSED_TO_CLIENT = new Set([
  "error",
  "input_audio_buffer.speech_started",
  "input_audio_buffer.speech_stopped",
  "input_audio_buffer.committed",
  "input_audio_buffer.cleared",
  "conversation.item.input_audio_transcription.delta",
  "conversation.item.input_audio_transcription.completed",
  "conversation.item.input_audio_transcription.failed",
  "response.output_item.added",
  "response.output_item.done",
  "conversation.created",
  "conversation.item.truncated",
  "conversation.item.deleted",
  "rate_limits.updated",
]);

// GA assistant content types (and the spelling the GA SDK still types) to beta's.
const CONTENT_TYPES: Record<string, string> = { output_text: "text", output_audio: "audio" };
const AUDIO_FORMAT_NAMES: Record<string, string> = {
  "audio/pcm": "pcm16",
  "audio/pcmu": "g711_ulaw",
  "audio/pcma": "g711_alaw",
};

function betaContentPart(part: unknown): unknown {
  if (!isObject(part) || typeof part.type !== "string") return part;
  const type = own(CONTENT_TYPES, part.type);
  return type ? { ...part, type } : part;
}

function betaItem(item: unknown): unknown {
  if (!isObject(item) || !Array.isArray(item.content)) return item;
  return { ...item, content: item.content.map(betaContentPart) };
}

const formatName = (format: unknown) =>
  isObject(format) ? own(AUDIO_FORMAT_NAMES, format.type) : undefined;

/** A GA session as the beta client reads it; the server-written instructions stay on the server. */
export function betaSession(session: unknown): JsonObject {
  if (!isObject(session)) return {};
  const audio = isObject(session.audio) ? session.audio : {};
  const input = isObject(audio.input) ? audio.input : {};
  const output = isObject(audio.output) ? audio.output : {};
  const modalities = Array.isArray(session.output_modalities)
    ? session.output_modalities.includes("audio")
      ? ["text", "audio"]
      : ["text"]
    : undefined;
  return defined({
    id: session.id,
    object: session.object,
    type: session.type,
    model: session.model,
    modalities,
    voice: output.voice,
    input_audio_format: formatName(input.format),
    output_audio_format: formatName(output.format),
    input_audio_transcription: input.transcription,
    input_audio_noise_reduction: input.noise_reduction,
    turn_detection: input.turn_detection,
    speed: output.speed,
    max_response_output_tokens: session.max_output_tokens,
  });
}

function betaResponse(response: unknown): unknown {
  if (!isObject(response)) return response;
  const { output_modalities, output, ...rest } = response;
  return defined({
    ...rest,
    modalities: Array.isArray(output_modalities)
      ? output_modalities.includes("audio")
        ? ["text", "audio"]
        : ["text"]
      : undefined,
    output: Array.isArray(output) ? output.map(betaItem) : output,
  });
}

// Item ids seen as conversation.item.created, so GA's added + done become one created.
const MAX_REMEMBERED_ITEMS = 1000;

/** A translator for one session: it remembers which conversation items the client has seen. */
export function createClientTranslator() {
  const announced = new Set<string>();

  function itemCreated(event: RealtimeEvent): JsonObject | null {
    const item = event.item;
    const id = isObject(item) && typeof item.id === "string" ? item.id : undefined;
    if (id) {
      if (announced.has(id)) return null;
      if (announced.size >= MAX_REMEMBERED_ITEMS) announced.clear();
      announced.add(id);
    }
    return defined({
      type: "conversation.item.created",
      event_id: event.event_id,
      previous_item_id: event.previous_item_id,
      item: betaItem(item),
    });
  }

  /** The beta event for one GA event, or null when the client must not see it. */
  return function toClient(event: RealtimeEvent): JsonObject | null {
    const renamed = own(RENAMED_FOR_CLIENT, event.type);
    if (renamed) return { ...event, type: renamed };
    switch (event.type) {
      case "session.created":
      case "session.updated":
        return { ...event, session: betaSession(event.session) };
      case "response.created":
      case "response.done":
        return { ...event, response: betaResponse(event.response) };
      case "conversation.item.added":
      case "conversation.item.done":
      case "conversation.item.created":
        return itemCreated(event);
      case "response.content_part.added":
      case "response.content_part.done":
        return { ...event, part: betaContentPart(event.part) };
    }
    if (PASSED_TO_CLIENT.has(event.type)) {
      return event.type === "response.output_item.added" ||
        event.type === "response.output_item.done"
        ? { ...event, item: betaItem(event.item) }
        : event;
    }
    return null;
  };
}
