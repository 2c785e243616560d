import {
  emptyTranscript,
  liveText,
  readTranscriptEvent,
  transcriptionSessionUpdate,
  type TranscriptState,
} from "@/lib/client/realtime/assist-transcription";

function apply(events: unknown[]): TranscriptState {
  let state = emptyTranscript();
  for (const event of events) {
    const read = readTranscriptEvent(state, JSON.stringify(event));
    if (read.kind === "state") state = read.state;
  }
  return state;
}

describe("Interview Assist live transcript", () => {
  it("asks for the spec's transcription session", () => {
    expect(transcriptionSessionUpdate()).toEqual({
      type: "session.update",
      session: {
        input_audio_format: "pcm16",
        input_audio_transcription: { model: "gpt-4o-transcribe", language: "en" },
        turn_detection: null,
        input_audio_noise_reduction: null,
      },
    });
  });

  it("is ready after session.created or session.updated", () => {
    expect(apply([]).isReady).toBe(false);
    expect(apply([{ type: "session.created" }]).isReady).toBe(true);
    expect(apply([{ type: "session.updated" }]).isReady).toBe(true);
  });

  it("joins deltas by item and lets the completed transcript win", () => {
    const state = apply([
      {
        type: "conversation.item.input_audio_transcription.delta",
        item_id: "a",
        delta: "Tell me ",
      },
      { type: "conversation.item.input_audio_transcription.delta", item_id: "b", delta: "Second" },
      { type: "conversation.item.input_audio_transcription.delta", item_id: "a", delta: "about" },
      {
        type: "conversation.item.input_audio_transcription.completed",
        item_id: "b",
        transcript: "Second turn.",
      },
    ]);
    expect(liveText(state)).toBe("Tell me about Second turn.");
  });

  it("ignores small-buffer errors and reports others as a connection error", () => {
    const small = {
      type: "error",
      error: {
        message:
          "Error committing input audio buffer: buffer too small. Expected at least 100ms of audio",
      },
    };
    expect(readTranscriptEvent(emptyTranscript(), JSON.stringify(small)).kind).toBe("ignored");
    const other = { type: "error", error: { message: "Invalid session" } };
    expect(readTranscriptEvent(emptyTranscript(), JSON.stringify(other))).toEqual({
      kind: "error",
      message: "Interview Assist connection error",
    });
    expect(readTranscriptEvent(emptyTranscript(), "not json").kind).toBe("ignored");
  });

  it("shows only the newest 600 characters", () => {
    const state = apply([
      {
        type: "conversation.item.input_audio_transcription.completed",
        item_id: "a",
        transcript: "x".repeat(700),
      },
    ]);
    expect(liveText(state)).toHaveLength(601);
  });
});
