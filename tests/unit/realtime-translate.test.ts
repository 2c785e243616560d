import { createClientTranslator, RENAMED_FOR_CLIENT, betaSession } from "@/lib/realtime/to-client";
import { toGaSession, toUpstream } from "@/lib/realtime/to-upstream";

describe("client (beta) events to the upstream (GA)", () => {
  it("reshapes the spec's session.update into GA fields and drops what GA or the server forbids", () => {
    const session = toGaSession(
      {
        modalities: ["text", "audio"],
        instructions: "client text",
        voice: "alloy",
        input_audio_format: "pcm16",
        output_audio_format: "g711_ulaw",
        input_audio_transcription: { model: "whisper-1", language: "en", prompt: "tech terms" },
        input_audio_noise_reduction: { type: "far_field" },
        turn_detection: {
          type: "server_vad",
          threshold: 0.5,
          prefix_padding_ms: 300,
          silence_duration_ms: 3000,
          create_response: true,
          junk: 1,
        },
        temperature: 1,
        max_response_output_tokens: 2000,
        speed: 1.2,
        tools: [{ type: "function", name: "x" }],
        tool_choice: "auto",
      },
      "conversation",
    );
    expect(session).toEqual({
      type: "realtime",
      output_modalities: ["audio"],
      max_output_tokens: 2000,
      audio: {
        input: {
          format: { type: "audio/pcm", rate: 24000 },
          transcription: { model: "whisper-1", language: "en", prompt: "tech terms" },
          noise_reduction: { type: "far_field" },
          turn_detection: {
            type: "server_vad",
            threshold: 0.5,
            prefix_padding_ms: 300,
            silence_duration_ms: 3000,
            create_response: true,
          },
        },
        output: { format: { type: "audio/pcmu" }, voice: "alloy", speed: 1.2 },
      },
    });
  });

  it("maps text-only modalities, caps max tokens at GA's 4096, keeps 'inf', and drops unknown voices and models", () => {
    expect(
      toGaSession({ modalities: ["text"], max_response_output_tokens: 99_999 }, "conversation"),
    ).toEqual({
      type: "realtime",
      output_modalities: ["text"],
      max_output_tokens: 4096,
    });
    expect(
      toGaSession(
        {
          max_response_output_tokens: "inf",
          voice: "darth",
          input_audio_transcription: { model: "evil" },
        },
        "conversation",
      ),
    ).toEqual({ type: "realtime", max_output_tokens: "inf" });
    expect(
      toGaSession({ turn_detection: null, input_audio_transcription: null }, "conversation"),
    ).toEqual({
      type: "realtime",
      audio: { input: { transcription: null, turn_detection: null } },
    });
    expect(toGaSession("not an object", "conversation")).toEqual({ type: "realtime" });
  });

  it("turns a transcription session (either beta name) into a GA transcription session with audio input only", () => {
    const beta = {
      input_audio_format: "pcm16",
      input_audio_transcription: { model: "gpt-4o-transcribe", language: "en" },
      turn_detection: null,
      voice: "verse",
      modalities: ["text"],
    };
    const expected = {
      type: "session.update",
      session: {
        type: "transcription",
        audio: {
          input: {
            format: { type: "audio/pcm", rate: 24000 },
            transcription: { model: "gpt-4o-transcribe", language: "en" },
            turn_detection: null,
          },
        },
      },
    };
    expect(toUpstream({ type: "session.update", session: beta }, "transcription")).toEqual(
      expected,
    );
    expect(
      toUpstream({ type: "transcription_session.update", session: beta }, "transcription"),
    ).toEqual(expected);
    expect(
      toUpstream({ type: "transcription_session.update", session: beta }, "conversation"),
    ).toBeNull();
    expect(toUpstream({ type: "response.create" }, "transcription")).toBeNull();
  });

  it("forwards audio and the allow-listed events with only their own fields", () => {
    expect(
      toUpstream({ type: "input_audio_buffer.append", audio: "AAAA", extra: 1 }, "conversation"),
    ).toEqual({
      type: "input_audio_buffer.append",
      audio: "AAAA",
    });
    expect(toUpstream({ type: "input_audio_buffer.append", audio: 42 }, "conversation")).toBeNull();
    expect(
      toUpstream({ type: "input_audio_buffer.commit", event_id: "e1", junk: true }, "conversation"),
    ).toEqual({
      type: "input_audio_buffer.commit",
      event_id: "e1",
    });
    expect(toUpstream({ type: "response.cancel", response_id: "r1" }, "conversation")).toEqual({
      type: "response.cancel",
      response_id: "r1",
    });
    expect(
      toUpstream(
        { type: "conversation.item.truncate", item_id: "i", content_index: 0, audio_end_ms: 10 },
        "conversation",
      ),
    ).toEqual({
      type: "conversation.item.truncate",
      item_id: "i",
      content_index: 0,
      audio_end_ms: 10,
    });
  });

  it("reshapes response.create and drops its instructions, tools and temperature", () => {
    expect(
      toUpstream(
        {
          type: "response.create",
          response: {
            modalities: ["text", "audio"],
            voice: "ballad",
            instructions: "x",
            tools: [],
            temperature: 0.2,
            max_response_output_tokens: 50,
            output_audio_format: "pcm16",
          },
        },
        "conversation",
      ),
    ).toEqual({
      type: "response.create",
      response: {
        output_modalities: ["audio"],
        max_output_tokens: 50,
        audio: { output: { format: { type: "audio/pcm", rate: 24000 }, voice: "ballad" } },
      },
    });
  });

  it.each([
    "conversation.item.create",
    "session.create",
    "output_audio_buffer.clear",
    "response.create.now",
    "__proto__",
    "constructor",
  ])("drops %s", (type) => {
    expect(toUpstream({ type, item: { role: "system" } }, "conversation")).toBeNull();
  });
});

describe("upstream (GA) events to the client (beta)", () => {
  it("renames the six GA response events back to their beta names", () => {
    const toClient = createClientTranslator();
    expect(Object.keys(RENAMED_FOR_CLIENT)).toHaveLength(6);
    for (const [ga, beta] of Object.entries(RENAMED_FOR_CLIENT))
      expect(toClient({ type: ga, delta: "x", item_id: "i" })).toEqual({
        type: beta,
        delta: "x",
        item_id: "i",
      });
    expect(toClient({ type: "response.output_audio.delta", delta: "AAAA" })).toEqual({
      type: "response.audio.delta",
      delta: "AAAA",
    });
  });

  it("passes the events the client handles unchanged", () => {
    const toClient = createClientTranslator();
    for (const type of [
      "error",
      "input_audio_buffer.speech_started",
      "input_audio_buffer.speech_stopped",
      "input_audio_buffer.committed",
      "conversation.item.input_audio_transcription.delta",
      "conversation.item.input_audio_transcription.completed",
      "rate_limits.updated",
    ]) {
      const event = { type, item_id: "i", transcript: "hi" };
      expect(toClient(event)).toEqual(event);
    }
  });

  it.each([
    "input_audio_buffer.timeout_triggered",
    "output_audio_buffer.started",
    "mcp_list_tools.in_progress",
    "response.mcp_call.completed",
    "made.up",
    "__proto__",
    "constructor",
  ])("drops %s", (type) => {
    expect(createClientTranslator()({ type })).toBeNull();
  });

  it("makes one conversation.item.created from GA's added and done, with beta content types", () => {
    const toClient = createClientTranslator();
    const item = {
      id: "item_1",
      type: "message",
      role: "assistant",
      content: [{ type: "output_audio", transcript: "Hi" }],
    };
    expect(toClient({ type: "conversation.item.added", previous_item_id: "item_0", item })).toEqual(
      {
        type: "conversation.item.created",
        previous_item_id: "item_0",
        item: { ...item, content: [{ type: "audio", transcript: "Hi" }] },
      },
    );
    expect(toClient({ type: "conversation.item.done", item })).toBeNull();
    expect(toClient({ type: "conversation.item.created", item })).toBeNull();
    expect(
      toClient({ type: "conversation.item.done", item: { ...item, id: "item_2" } }),
    ).toMatchObject({ type: "conversation.item.created" });
  });

  it("maps content parts, response modalities and output items back", () => {
    const toClient = createClientTranslator();
    expect(
      toClient({ type: "response.content_part.added", part: { type: "output_text", text: "" } }),
    ).toEqual({
      type: "response.content_part.added",
      part: { type: "text", text: "" },
    });
    expect(
      toClient({ type: "response.content_part.done", part: { type: "audio", transcript: "" } }),
    ).toEqual({
      type: "response.content_part.done",
      part: { type: "audio", transcript: "" },
    });
    expect(
      toClient({
        type: "response.done",
        response: {
          id: "r",
          status: "completed",
          output_modalities: ["audio"],
          output: [{ id: "i", content: [{ type: "output_text", text: "x" }] }],
        },
      }),
    ).toEqual({
      type: "response.done",
      response: {
        id: "r",
        status: "completed",
        modalities: ["text", "audio"],
        output: [{ id: "i", content: [{ type: "text", text: "x" }] }],
      },
    });
    expect(
      toClient({
        type: "response.output_item.added",
        item: { id: "i", content: [{ type: "output_audio" }] },
      }),
    ).toEqual({
      type: "response.output_item.added",
      item: { id: "i", content: [{ type: "audio" }] },
    });
  });

  it("reads a GA session back in beta terms without its instructions", () => {
    expect(
      betaSession({
        id: "sess_1",
        type: "realtime",
        model: "gpt-realtime",
        instructions: "secret brief",
        output_modalities: ["audio"],
        max_output_tokens: 2000,
        audio: {
          input: {
            format: { type: "audio/pcm", rate: 24000 },
            transcription: { model: "whisper-1" },
            turn_detection: { type: "server_vad" },
          },
          output: { format: { type: "audio/pcma" }, voice: "ballad" },
        },
      }),
    ).toEqual({
      id: "sess_1",
      type: "realtime",
      model: "gpt-realtime",
      modalities: ["text", "audio"],
      voice: "ballad",
      input_audio_format: "pcm16",
      output_audio_format: "g711_alaw",
      input_audio_transcription: { model: "whisper-1" },
      turn_detection: { type: "server_vad" },
      max_response_output_tokens: 2000,
    });
  });
});
