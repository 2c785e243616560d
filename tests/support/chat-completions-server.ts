import http from "node:http";
import type { AddressInfo } from "node:net";

// A loopback server that speaks OpenAI's chat-completions wire format, so the real
// @ai-sdk/openai provider code runs in tests (streamed as server-sent events, or not).

export type ChatRequest = {
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    response_format?: unknown;
  };
};

export type ChatReply =
  | {
      kind: "text";
      chunks: string[];
      /** The model's own time to first token. */
      firstChunkDelayMs?: number;
      chunkDelayMs?: number;
      hang?: boolean;
    }
  | { kind: "error"; status: number; message: string };

export type ChatServer = {
  baseURL: string;
  requests: ChatRequest[];
  /** performance.now() when each streamed response wrote its first token. */
  firstTokenSentAt: number[];
  /** Resolves when a streamed response's connection is closed by the client. */
  closedEarly: Promise<void>;
  reply: (next: ChatReply) => void;
  close: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startChatCompletionsServer(): Promise<ChatServer> {
  let reply: ChatReply = { kind: "text", chunks: ["Hello"] };
  const requests: ChatRequest[] = [];
  const firstTokenSentAt: number[] = [];
  let markClosedEarly!: () => void;
  const closedEarly = new Promise<void>((resolve) => (markClosedEarly = resolve));

  const server = http.createServer(async (request, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as ChatRequest["body"];
    requests.push({ headers: request.headers, body });
    const current = reply;
    if (current.kind === "error") {
      response.writeHead(current.status, { "content-type": "application/json" });
      response.end(
        JSON.stringify({ error: { message: current.message, type: "invalid_request_error" } }),
      );
      return;
    }
    const base = { id: "chatcmpl-test", created: 1_764_000_000, model: body.model };
    if (!body.stream) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          ...base,
          object: "chat.completion",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: current.chunks.join("") },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 12, completion_tokens: 8, total_tokens: 20 },
        }),
      );
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    let finished = false;
    response.on("close", () => {
      if (!finished) markClosedEarly();
    });
    const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
    const chunk = (delta: Record<string, string>, finishReason: string | null = null) =>
      send({
        ...base,
        object: "chat.completion.chunk",
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      });
    chunk({ role: "assistant", content: "" });
    for (const [index, content] of current.chunks.entries()) {
      const delay = index === 0 ? current.firstChunkDelayMs : current.chunkDelayMs;
      if (delay) await sleep(delay);
      if (response.destroyed) return;
      chunk({ content });
      if (index === 0) firstTokenSentAt.push(performance.now());
    }
    if (current.hang) return; // the client has to give up
    chunk({}, "stop");
    send({
      ...base,
      object: "chat.completion.chunk",
      choices: [],
      usage: { prompt_tokens: 12, completion_tokens: 8, total_tokens: 20 },
    });
    response.write("data: [DONE]\n\n");
    finished = true;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    firstTokenSentAt,
    closedEarly,
    reply: (next) => (reply = next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
