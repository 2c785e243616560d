import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";

/**
 * A loopback stand-in for OpenAI's Realtime GA WebSocket, written from
 * /work/shared/reference/openai-realtime.md §1 and §7.3: it refuses the retired beta
 * header, wants a Bearer key, rejects a session.update without session.type, and answers
 * audio and response.create with the GA events in the reference's order. Its "voice
 * activity detection" commits a turn after `turnBytes` of appended audio.
 */
export type FakeRealtimeOptions = {
  port?: number;
  /** The key the handshake must carry (401 otherwise). */
  apiKey?: string;
  /** Appended audio that counts as one spoken turn (default 1 s of 24 kHz PCM16). */
  turnBytes?: number;
  /** What the fake transcribes each user turn as. */
  userTranscript?: string;
  /** The interviewer's lines, one per response, the last repeated. */
  interviewerLines?: string[];
  /** Length of each response's audio (ms). */
  responseAudioMs?: number;
  /** Answer every appended chunk at once with the same audio as an output delta (bench). */
  echoAudio?: boolean;
};

export type FakeConnection = {
  url: string;
  headers: IncomingHttpHeaders;
  /** Every event the fake received, parsed. */
  received: Record<string, unknown>[];
  /** Every raw frame the fake sent. */
  sent: Record<string, unknown>[];
  appendedBytes: number;
  session: Record<string, unknown>;
  socket: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
};

export type FakeRealtime = {
  url: string;
  port: number;
  connections: FakeConnection[];
  close(): Promise<void>;
};

const SAMPLE_RATE = 24000;
const BYTES_PER_MS = (SAMPLE_RATE * 2) / 1000;
const MIN_COMMIT_BYTES = 100 * BYTES_PER_MS;

/** A 440 Hz tone as 24 kHz mono PCM16 little-endian. */
export function toneBytes(ms: number, amplitude = 8000): Buffer {
  const samples = Math.round((ms * SAMPLE_RATE) / 1000);
  const buffer = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    buffer.writeInt16LE(
      Math.round(amplitude * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE)),
      i * 2,
    );
  return buffer;
}

export async function startFakeRealtime(options: FakeRealtimeOptions = {}): Promise<FakeRealtime> {
  const turnBytes = options.turnBytes ?? 1000 * BYTES_PER_MS;
  const lines = options.interviewerLines ?? [
    "Hello, thanks for joining. Tell me about a project you are proud of.",
    "Thank you. What did you do yourself, and how did you know it worked?",
  ];
  const connections: FakeConnection[] = [];
  // Plain HTTP: /health for the e2e web-server check, /stats for what the fake received.
  const http: Server = createServer((request, response) => {
    if (request.url === "/health") return response.writeHead(200).end("ok");
    if (request.url === "/stats") {
      response.writeHead(200, { "content-type": "application/json" });
      return response.end(
        JSON.stringify(
          connections.map(({ url, headers, received, appendedBytes }) => ({
            url,
            authorization: headers.authorization ?? null,
            openaiBeta: headers["openai-beta"] ?? null,
            appendedBytes,
            received: received.filter((event) => event.type !== "input_audio_buffer.append"),
          })),
        ),
      );
    }
    response.writeHead(404).end();
  });
  const wss = new WebSocketServer({
    server: http,
    verifyClient: (info, done) => {
      if (options.apiKey && info.req.headers.authorization !== `Bearer ${options.apiKey}`)
        return done(false, 401, "Unauthorized");
      done(true);
    },
  });

  wss.on("connection", (socket, request) => {
    let counter = 0;
    const id = (prefix: string) => `${prefix}_${++counter}`;
    let closedResolve: (value: { code: number; reason: string }) => void = () => {};
    const connection: FakeConnection = {
      url: request.url ?? "",
      headers: request.headers,
      received: [],
      sent: [],
      appendedBytes: 0,
      session: {
        type: "realtime",
        object: "realtime.session",
        id: "sess_1",
        model: new URL(request.url ?? "/", "http://x").searchParams.get("model"),
        output_modalities: ["audio"],
        instructions: "",
        audio: {
          input: { format: { type: "audio/pcm", rate: SAMPLE_RATE }, turn_detection: null },
          output: { format: { type: "audio/pcm", rate: SAMPLE_RATE }, voice: "marin" },
        },
      },
      socket,
      closed: new Promise((resolve) => (closedResolve = resolve)),
    };
    connections.push(connection);
    socket.on("close", (code, reason) => closedResolve({ code, reason: reason.toString() }));

    const send = (event: Record<string, unknown>) => {
      const full = { event_id: id("event"), ...event };
      connection.sent.push(full);
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(full));
    };
    const error = (code: string, message: string) =>
      send({ type: "error", error: { type: "invalid_request_error", code, message } });

    if (request.headers["openai-beta"]) {
      error(
        "beta_api_shape_disabled",
        "The Realtime Beta API is no longer supported. Please use /v1/realtime for the GA API.",
      );
      socket.close(4000, "invalid_request_error.beta_api_shape_disabled");
      return;
    }
    send({ type: "session.created", session: connection.session });

    let buffered = 0;
    let previousItem: string | null = null;
    let responses = 0;

    const commitTurn = (autoRespond: boolean) => {
      const itemId = id("item");
      send({
        type: "input_audio_buffer.committed",
        item_id: itemId,
        previous_item_id: previousItem,
      });
      const item = {
        id: itemId,
        object: "realtime.item",
        type: "message",
        role: "user",
        status: "completed",
        content: [{ type: "input_audio", transcript: null }],
      };
      send({ type: "conversation.item.added", previous_item_id: previousItem, item });
      send({ type: "conversation.item.done", previous_item_id: previousItem, item });
      previousItem = itemId;
      buffered = 0;
      const transcript =
        options.userTranscript ?? "I led the move of our billing system to a new platform.";
      send({
        type: "conversation.item.input_audio_transcription.delta",
        item_id: itemId,
        content_index: 0,
        delta: transcript,
      });
      send({
        type: "conversation.item.input_audio_transcription.completed",
        item_id: itemId,
        content_index: 0,
        transcript,
        usage: { type: "duration", seconds: 1 },
      });
      if (autoRespond) respond();
    };

    const respond = () => {
      const responseId = id("resp");
      const itemId = id("item");
      const line = lines[Math.min(responses++, lines.length - 1)];
      const at = { response_id: responseId, item_id: itemId, output_index: 0, content_index: 0 };
      send({
        type: "response.created",
        response: {
          id: responseId,
          object: "realtime.response",
          status: "in_progress",
          output_modalities: ["audio"],
          output: [],
        },
      });
      const item = {
        id: itemId,
        object: "realtime.item",
        type: "message",
        role: "assistant",
        status: "in_progress",
        content: [],
      };
      send({ type: "response.output_item.added", response_id: responseId, output_index: 0, item });
      send({ type: "conversation.item.added", previous_item_id: previousItem, item });
      send({
        type: "response.content_part.added",
        ...at,
        part: { type: "output_audio", transcript: "" },
      });
      const audio = toneBytes(options.responseAudioMs ?? 600);
      const chunk = 100 * BYTES_PER_MS;
      for (let offset = 0; offset < audio.length; offset += chunk)
        send({
          type: "response.output_audio.delta",
          ...at,
          delta: audio.subarray(offset, offset + chunk).toString("base64"),
        });
      for (const word of line.split(" "))
        send({ type: "response.output_audio_transcript.delta", ...at, delta: `${word} ` });
      send({ type: "response.output_audio.done", ...at });
      send({ type: "response.output_audio_transcript.done", ...at, transcript: line });
      const part = { type: "output_audio", transcript: line };
      send({ type: "response.content_part.done", ...at, part });
      const done = { ...item, status: "completed", content: [part] };
      send({
        type: "response.output_item.done",
        response_id: responseId,
        output_index: 0,
        item: done,
      });
      send({ type: "conversation.item.done", previous_item_id: previousItem, item: done });
      previousItem = itemId;
      send({
        type: "response.done",
        response: {
          id: responseId,
          object: "realtime.response",
          status: "completed",
          output_modalities: ["audio"],
          output: [done],
          usage: { total_tokens: 10, input_tokens: 4, output_tokens: 6 },
        },
      });
    };

    socket.on("message", (data) => {
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(data.toString());
      } catch {
        return error("invalid_json", "The message was not JSON.");
      }
      connection.received.push(event);
      const session = event.session as Record<string, unknown> | undefined;
      switch (event.type) {
        case "session.update": {
          if (!session || typeof session.type !== "string")
            return error(
              "missing_required_parameter",
              "Missing required parameter: 'session.type'.",
            );
          const audio = (connection.session.audio ?? {}) as Record<string, Record<string, unknown>>;
          const update = (session.audio ?? {}) as Record<string, Record<string, unknown>>;
          connection.session = {
            ...connection.session,
            ...session,
            audio: {
              input: { ...audio.input, ...update.input },
              output: { ...audio.output, ...update.output },
            },
          };
          return send({ type: "session.updated", session: connection.session });
        }
        case "input_audio_buffer.append": {
          if (options.echoAudio)
            return send({
              type: "response.output_audio.delta",
              response_id: "resp_echo",
              item_id: "item_echo",
              output_index: 0,
              content_index: 0,
              delta: event.audio,
            });
          const bytes = Buffer.from(String(event.audio ?? ""), "base64").length;
          connection.appendedBytes += bytes;
          const wasEmpty = buffered === 0;
          buffered += bytes;
          const input = (connection.session.audio as Record<string, Record<string, unknown>>).input;
          const vad = input?.turn_detection as Record<string, unknown> | null;
          if (vad?.type !== "server_vad") return;
          if (wasEmpty)
            send({
              type: "input_audio_buffer.speech_started",
              audio_start_ms: 0,
              item_id: id("item"),
            });
          if (buffered >= turnBytes) {
            send({
              type: "input_audio_buffer.speech_stopped",
              audio_end_ms: Math.round(buffered / BYTES_PER_MS),
              item_id: id("item"),
            });
            commitTurn(vad.create_response !== false);
          }
          return;
        }
        case "input_audio_buffer.commit":
          if (buffered < MIN_COMMIT_BYTES)
            return error(
              "input_audio_buffer_commit_empty",
              `Error committing input audio buffer: buffer too small. Expected at least 100ms of audio, but buffer only has ${Math.round(buffered / BYTES_PER_MS)}ms of audio.`,
            );
          return commitTurn(false);
        case "input_audio_buffer.clear":
          buffered = 0;
          return send({ type: "input_audio_buffer.cleared" });
        case "response.create":
          return respond();
        default:
          return;
      }
    });
  });

  await new Promise<void>((resolve) => http.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (http.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}/v1/realtime`,
    port,
    connections,
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise((resolve) => wss.close(resolve));
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
