// Interview Assist's live transcript over /api/realtime-proxy?intent=transcription (spec 3
// §7.2, §8.2): what the client sends and how it reads what comes back. Pure, unit-tested.

export const INIT_WAIT_MS = 5000;
/** With no turn detection nothing is transcribed until a commit: one every few seconds. */
export const COMMIT_EVERY_MS = 4000;
/** The live transcript shown keeps this many characters, the newest. */
export const LIVE_TRANSCRIPT_CHARS = 600;

/** spec 3 §7.2: pcm16 input, gpt-4o-transcribe, English, no turn detection, no noise reduction. */
export const transcriptionSessionUpdate = () => ({
  type: "session.update",
  session: {
    input_audio_format: "pcm16",
    input_audio_transcription: { model: "gpt-4o-transcribe", language: "en" },
    turn_detection: null,
    input_audio_noise_reduction: null,
  },
});

export type TranscriptState = { order: string[]; items: Record<string, string>; isReady: boolean };
export const emptyTranscript = (): TranscriptState => ({ order: [], items: {}, isReady: false });

export type TranscriptEvent =
  | { kind: "state"; state: TranscriptState }
  | { kind: "error"; message: string }
  | { kind: "ignored" };

const IGNORED_ERRORS = [/buffer too small/i, /expected at least 100ms/i];

/** The transcript after one server event; deltas join by item_id, completed replaces. */
export function readTranscriptEvent(state: TranscriptState, raw: string): TranscriptEvent {
  let event: {
    type?: unknown;
    item_id?: unknown;
    delta?: unknown;
    transcript?: unknown;
    error?: { message?: unknown };
  };
  try {
    event = JSON.parse(raw);
  } catch {
    return { kind: "ignored" };
  }
  const id = typeof event.item_id === "string" ? event.item_id : "";
  switch (event.type) {
    case "session.created":
    case "session.updated":
      return { kind: "state", state: { ...state, isReady: true } };
    case "conversation.item.input_audio_transcription.delta":
      if (!id || typeof event.delta !== "string") return { kind: "ignored" };
      return { kind: "state", state: withText(state, id, (state.items[id] ?? "") + event.delta) };
    case "conversation.item.input_audio_transcription.completed":
      if (!id || typeof event.transcript !== "string") return { kind: "ignored" };
      return { kind: "state", state: withText(state, id, event.transcript) };
    case "error": {
      const message = typeof event.error?.message === "string" ? event.error.message : "";
      if (IGNORED_ERRORS.some((pattern) => pattern.test(message))) return { kind: "ignored" };
      return { kind: "error", message: "Interview Assist connection error" };
    }
    default:
      return { kind: "ignored" };
  }
}

const MAX_ITEMS = 50;

function withText(state: TranscriptState, id: string, text: string): TranscriptState {
  const order = state.order.includes(id) ? state.order : [...state.order, id].slice(-MAX_ITEMS);
  const items: Record<string, string> = {};
  for (const key of order) items[key] = key === id ? text : (state.items[key] ?? "");
  return { ...state, order, items };
}

/** The newest words of the transcript, for the screen. */
export function liveText(state: TranscriptState): string {
  const text = state.order
    .map((id) => state.items[id].trim())
    .filter(Boolean)
    .join(" ");
  return text.length > LIVE_TRANSCRIPT_CHARS ? `…${text.slice(-LIVE_TRANSCRIPT_CHARS)}` : text;
}
